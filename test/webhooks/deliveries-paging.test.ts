import { describe, expect, it } from 'vitest';
import { BASE } from '../support/harness';
import { openWebhookScene, type WebhookScene } from '../support/webhook-scene';

/** Three paid payments, each notified once to the scene's receiver: three attempts, in this order. */
async function threeAttempts(scene: WebhookScene): Promise<any[]> {
  for (let i = 0; i < 3; i++) await scene.move(await scene.pay(), 'COMPLETED');
  await scene.advance(0);
  const attempts = await scene.deliveries();
  expect(attempts).toHaveLength(3);
  return attempts;
}

describe('GET /_sandbox/deliveries, paged', () => {
  it('with limit answers the newest attempts, still oldest first', async () => {
    const scene = await openWebhookScene();
    const [, second, third] = await threeAttempts(scene);

    expect((await scene.deliveries('?limit=2')).map((a) => a.id)).toEqual([second.id, third.id]);
  });

  it('with before answers the page of older attempts that follows', async () => {
    const scene = await openWebhookScene();
    const [first, second] = await threeAttempts(scene);

    expect((await scene.deliveries(`?limit=2&before=${second.id}`)).map((a) => a.id)).toEqual([first.id]);
  });

  it('lists a page in the order its attempts were created, so paging on from its first repeats nothing', async () => {
    const scene = await openWebhookScene({ webhook: { retries: 1 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 500 }, { status: 200 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(500);
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(0);
    // Due order: the first payment's attempt, the second's, then the first's retry, queued before
    // the second payment's attempt but due after it.
    const [firstTry, secondPayment, retry] = await scene.deliveries();
    expect([firstTry.attempt, secondPayment.attempt, retry.attempt, retry.state]).toEqual([1, 1, 2, 'PENDING']);

    const newest = await scene.deliveries('?limit=2');
    const older = await scene.deliveries(`?limit=2&before=${newest[0].id}`);

    expect(newest.map((a) => a.id)).toEqual([retry.id, secondPayment.id]);
    expect(older.map((a) => a.id)).toEqual([firstTry.id]);
  });

  it('pages within the filters', async () => {
    const scene = await openWebhookScene();
    const [, , third] = await threeAttempts(scene);

    expect((await scene.deliveries(`?limit=5&paymentHash=${third.paymentHash}`)).map((a) => a.id)).toEqual([third.id]);
    expect(await scene.deliveries(`?limit=5&webhookId=${scene.webhook.id}`)).toHaveLength(3);
  });

  it('without limit answers every attempt, as the contract says', async () => {
    const scene = await openWebhookScene();
    const attempts = await threeAttempts(scene);

    expect(await scene.deliveries(`?before=${attempts[2].id}`)).toEqual(attempts);
  });

  it.each(['0', '-1', '1.5', 'ten', ''])('a limit of %j answers 400 and names the parameter', async (limit) => {
    const scene = await openWebhookScene();

    const reply = await scene.h.json('GET', `${BASE}/_sandbox/deliveries?limit=${limit}`);

    expect(reply).toEqual({ status: 400, body: { status: 400, message: 'limit must be a whole number from 1 up' } });
  });
});
