import { describe, expect } from 'vitest';
import { newPayment, test } from '../support/scene';

describe('GET /_sandbox/summary', () => {
  test('counts every collection, the scripted receivers and reports the clock', async ({ scene }) => {
    await newPayment(scene.owner);
    await newPayment(scene.owner);
    await scene.helper('PUT', '/_sandbox/receivers/shop', { answers: [{ status: 200 }] });
    await scene.helper('POST', '/_sandbox/clock', { mode: 'simulated', now: 1_700_000_000_000 });

    const { status, body } = await scene.helper('GET', '/_sandbox/summary');

    expect(status).toBe(200);
    expect(body).toEqual({
      counts: {
        partners: 2,
        apiKeys: 4,
        products: 2,
        payments: 2,
        pricingEntries: 0,
        forms: 0,
        customizations: 0,
        webhooks: 0,
        deliveries: 0,
      },
      receivers: 1,
      clock: { mode: 'simulated', now: 1_700_000_000_000 },
    });
  });

  test('matches the number of records the export holds, collection by collection', async ({ scene }) => {
    await newPayment(scene.owner);
    await newPayment(scene.stranger);

    const { body } = await scene.helper('GET', '/_sandbox/summary');
    const { collections } = (await scene.helper('GET', '/_sandbox/export')).body;

    for (const [name, count] of Object.entries(body.counts)) expect(count, name).toBe(collections[name].length);
  });

  test('after a reset counts nothing and the clock is real again', async ({ scene }) => {
    await scene.helper('POST', '/_sandbox/clock', { mode: 'simulated', now: 1_700_000_000_000 });
    await scene.helper('POST', '/_sandbox/reset');

    const { body } = await scene.helper('GET', '/_sandbox/summary');

    expect(Object.values(body.counts)).toEqual(Array(9).fill(0));
    expect(body.receivers).toBe(0);
    expect(body.clock.mode).toBe('real');
  });
});
