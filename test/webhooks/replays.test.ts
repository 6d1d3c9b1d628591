import { describe, expect, it } from 'vitest';
import { verifySignature } from '../../src/gateway/webhooks/signing';
import { BASE } from '../support/harness';
import { openWebhookScene, REAL_NOW, T0, type WebhookScene } from '../support/webhook-scene';

/** A payment moved PENDING then COMPLETED, its notification delivered; answers that attempt. */
async function delivered(scene: WebhookScene) {
  const hash = await scene.pay();
  await scene.move(hash, 'PENDING');
  await scene.move(hash, 'COMPLETED');
  await scene.advance(0);
  const [attempt] = await scene.deliveries(`?paymentHash=${hash}`);
  return attempt;
}

async function secretOf(scene: WebhookScene): Promise<string> {
  return (await scene.helper('GET', `/webhooks/${scene.webhook.id}/secret`)).signingSecret;
}

/** Sends through a replay helper, lets it run, and answers the attempt as stored. */
async function replay(scene: WebhookScene, path: string, body?: unknown) {
  const queued = await scene.helper('POST', path, body);
  await scene.advance(0);
  return (await scene.deliveries()).find((attempt: { id: string }) => attempt.id === queued.id);
}

function verifies(attempt: { request: { body: string; headers: Record<string, string> } }, secret: string) {
  return verifySignature({
    secret,
    body: attempt.request.body,
    header: attempt.request.headers['X-Service-Signature'],
    toleranceSeconds: Infinity,
  }).then(
    () => true,
    () => false,
  );
}

describe('replay helpers', () => {
  it('the secret helper answers the signingSecret shown on registration', async () => {
    const scene = await openWebhookScene();
    expect(await secretOf(scene)).toBe(scene.webhook.signingSecret);
  });

  it('redelivers an attempt with its body and requestId, signed afresh and marked as a redelivery', async () => {
    let real = REAL_NOW;
    const scene = await openWebhookScene({ realNow: () => real });
    const original = await delivered(scene);
    await scene.advance(60_000);
    real += 60_000;
    const again = await replay(scene, `/deliveries/${original.id}/redeliver`);
    expect(again).toMatchObject({
      kind: 'redelivery',
      state: 'SUCCEEDED',
      attempt: 1,
      requestId: original.requestId,
      paymentHash: original.paymentHash,
      sentAt: T0 + 60_000,
    });
    expect(again.request.body).toBe(original.request.body);
    expect(again.request.headers['X-Service-Signature']).toMatch(new RegExp(`^t=${(REAL_NOW + 60_000) / 1000},v1=`));
    expect(await verifies(again, await secretOf(scene))).toBe(true);
    // The original stays as it was, beside its redelivery.
    expect(await scene.deliveries()).toEqual([original, again]);
  });

  it('sends a custom body byte for byte, signed with the webhook secret', async () => {
    const scene = await openWebhookScene();
    const body = '{ "anything" :  "at all",\n"ü": 1 }';
    const custom = await replay(scene, `/webhooks/${scene.webhook.id}/send`, { body });
    expect(custom).toMatchObject({ kind: 'custom', state: 'SUCCEEDED', paymentHash: '' });
    expect(custom.request.body).toBe(body);
    expect(custom.request.headers['Content-Type']).toBe('application/json');
    expect(await verifies(custom, await secretOf(scene))).toBe(true);
  });

  it('a duplicate repeats the latest notification with the same requestId', async () => {
    const scene = await openWebhookScene();
    const original = await delivered(scene);
    const duplicate = await replay(scene, `/webhooks/${scene.webhook.id}/send`, { fault: 'duplicate' });
    expect(duplicate).toMatchObject({ kind: 'duplicate', requestId: original.requestId, state: 'SUCCEEDED' });
    expect(duplicate.id).not.toBe(original.id);
    expect(await scene.deliveries()).toHaveLength(2);
    expect(duplicate.request.body).toBe(original.request.body);
    expect(await verifies(duplicate, await secretOf(scene))).toBe(true);
  });

  it('an older status sends the status the payment had before its latest one', async () => {
    const scene = await openWebhookScene();
    const original = await delivered(scene);
    const older = await replay(scene, `/webhooks/${scene.webhook.id}/send`, { fault: 'older-status', deliveryId: original.id });
    const body = JSON.parse(older.request.body);
    expect(older.kind).toBe('older-status');
    expect(body).toMatchObject({ status: 'PENDING', orderId: original.paymentHash, requestId: older.requestId });
    expect(older.requestId).not.toBe(original.requestId);
    expect(await verifies(older, await secretOf(scene))).toBe(true);
  });

  it('a stale timestamp is signed correctly but an hour before real time', async () => {
    const scene = await openWebhookScene({ realNow: () => REAL_NOW });
    await delivered(scene);
    const stale = await replay(scene, `/webhooks/${scene.webhook.id}/send`, { fault: 'stale-timestamp' });
    expect(stale.request.headers['X-Service-Signature']).toMatch(new RegExp(`^t=${REAL_NOW / 1000 - 3600},`));
    expect(await verifies(stale, await secretOf(scene))).toBe(true);
    await expect(
      verifySignature({
        secret: await secretOf(scene),
        body: stale.request.body,
        header: stale.request.headers['X-Service-Signature'],
        nowSeconds: REAL_NOW / 1000,
      }),
    ).rejects.toMatchObject({ reason: 'timestamp-outside-tolerance' });
  });

  it('a wrong signature does not verify with the webhook secret', async () => {
    const scene = await openWebhookScene();
    await delivered(scene);
    const wrong = await replay(scene, `/webhooks/${scene.webhook.id}/send`, { fault: 'wrong-signature' });
    expect(wrong.kind).toBe('wrong-signature');
    expect(await verifies(wrong, await secretOf(scene))).toBe(false);
  });

  it('a replay the receiver refuses fails once and is not retried', async () => {
    const scene = await openWebhookScene();
    const original = await delivered(scene);
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 400 }] });
    const refused = await replay(scene, `/deliveries/${original.id}/redeliver`);
    await scene.advance(24 * 3600_000);
    expect(refused).toMatchObject({ state: 'FAILED', responseStatus: 400 });
    expect((await scene.deliveries()).filter((a: { kind?: string }) => a.kind)).toHaveLength(1);
  });

  it('refuses bad input with the named error and stores nothing', async () => {
    const scene = await openWebhookScene();
    const send = (body: unknown) => scene.h.json('POST', `${BASE}/_sandbox/webhooks/${scene.webhook.id}/send`, { body });
    expect((await send({ fault: 'duplicate' })).status).toBe(400);
    expect((await send({ fault: 'lost' })).status).toBe(400);
    expect((await send({ body: 42 })).status).toBe(400);
    expect((await send({ fault: 'duplicate', deliveryId: crypto.randomUUID() })).status).toBe(404);
    const unknownWebhook = await scene.h.json('POST', `${BASE}/_sandbox/webhooks/${crypto.randomUUID()}/send`, { body: { body: 'x' } });
    expect(unknownWebhook).toMatchObject({ status: 404, body: { status: 404, message: 'WebhookEntity not found' } });
    const unknownDelivery = await scene.h.json('POST', `${BASE}/_sandbox/deliveries/${crypto.randomUUID()}/redeliver`);
    expect(unknownDelivery.status).toBe(404);
    expect(await scene.deliveries()).toEqual([]);
  });

  it("an older status right after the first change sends the payment's creation status", async () => {
    const scene = await openWebhookScene();
    const hash = await scene.pay();
    await scene.move(hash, 'COMPLETED');
    await scene.advance(0);
    const reply = await scene.h.json('POST', `${BASE}/_sandbox/webhooks/${scene.webhook.id}/send`, { body: { fault: 'older-status' } });
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body.request.body).status).toBe('INITIALIZED');
  });

  it('the OpenAPI document lists the replay helpers', async () => {
    const scene = await openWebhookScene();
    const { paths } = await scene.helper('GET', '/openapi.json');
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/_sandbox/deliveries/{deliveryId}/redeliver',
        '/_sandbox/webhooks/{webhookId}/send',
        '/_sandbox/webhooks/{webhookId}/secret',
      ]),
    );
  });
});

describe('helpers of the webhooks screen', () => {
  it('reads the statuses that notify a product, as last set', async () => {
    const scene = await openWebhookScene();
    expect(await scene.helper('GET', `/products/${scene.product.id}/notifications`)).toEqual({
      productId: scene.product.id,
      statuses: ['COMPLETED'],
    });
    await scene.helper('PUT', `/products/${scene.product.id}/notifications`, { statuses: ['REFUNDED', 'COMPLETED'] });
    expect((await scene.helper('GET', `/products/${scene.product.id}/notifications`)).statuses).toEqual(['REFUNDED', 'COMPLETED']);
    expect((await scene.h.json('GET', `${BASE}/_sandbox/products/${crypto.randomUUID()}/notifications`)).status).toBe(404);
  });

  it('previews the payload a status change now would carry, equal to the delivered one but for requestId', async () => {
    const scene = await openWebhookScene();
    const hash = await scene.pay();
    const { variables, at } = await scene.helper('GET', `/payments/${hash}/payload?status=COMPLETED`);
    expect(at).toBe(T0);
    await scene.move(hash, 'COMPLETED');
    await scene.advance(0);
    const [attempt] = await scene.deliveries(`?paymentHash=${hash}`);
    expect({ ...variables, requestId: attempt.requestId }).toEqual(JSON.parse(attempt.request.body));
  });

  it('refuses a payload preview for a status that never notifies', async () => {
    const scene = await openWebhookScene();
    const hash = await scene.pay();
    const reply = await scene.h.json('GET', `${BASE}/_sandbox/payments/${hash}/payload?status=PENDING`);
    expect(reply).toMatchObject({ status: 400, body: { message: expect.stringContaining('COMPLETED') } });
  });
});
