/**
 * Throughput of the gateway on fake-indexeddb, through the same handler msw and the Node server
 * call: `npm run bench`. Targets live here, not in timed tests.
 */
import { bench, describe } from 'vitest';
import { BASE, hashOf, newPartner, newProduct, openHarness } from '../support/harness';

const harness = await openHarness();
const partner = await newPartner(harness);
const key = partner.keys.sandbox;
const product = await newProduct(harness, key);
const pricing = `${BASE}/api/pay/product/${product.id}/subproduct/pricing`;
let orders = 0;

describe('payments', () => {
  bench('create a payment (new externalId)', async () => {
    await harness.call('POST', pricing, { key, body: { price: 1299, externalId: `bench-${++orders}`, details: {} } });
  });

  bench('create a payment again (reused externalId)', async () => {
    await harness.call('POST', pricing, { key, body: { price: 1299, externalId: 'bench-reused', details: {} } });
  });
});

describe('webhook deliveries', () => {
  bench(
    'complete 20 payments; a failing receiver gets each notification twice (one retry)',
    async () => {
      const scene = await openHarness();
      const merchant = await newPartner(scene);
      const shop = await newProduct(scene, merchant.keys.sandbox);
      const api = (method: string, path: string, body?: unknown) =>
        scene.json(method, `${BASE}${path}`, { key: merchant.keys.sandbox, body });
      await scene.json('POST', `${BASE}/_sandbox/clock`, { body: { mode: 'simulated', now: 0 } });
      await scene.json('PUT', `${BASE}/_sandbox/receivers/bench`, { body: { answers: [{ status: 500 }] } });
      const webhook = await api('POST', '/api/pay/plugin/webhook', {
        endpoint: 'https://hooks.gateway.test/bench',
        expectedCode: 200,
        retries: 1,
        productIds: [shop.id],
      });
      if (webhook.status !== 200) throw new Error('webhook registration failed');
      for (let i = 0; i < 20; i++) {
        const created = await api('POST', `/api/pay/product/${shop.id}/subproduct/pricing`, { externalId: `o${i}`, price: 100 });
        await scene.json('POST', `${BASE}/_sandbox/payments/${hashOf(created.body.redirectUrl)}/status`, { body: { status: 'COMPLETED' } });
      }
      await scene.json('POST', `${BASE}/_sandbox/clock/advance`, { body: { ms: 60_000 } });
      const attempts = await scene.json('GET', `${BASE}/_sandbox/deliveries`);
      const failed = attempts.body.filter((attempt: { state: string }) => attempt.state === 'FAILED');
      if (failed.length !== 40) throw new Error(`expected 40 failed attempts, got ${failed.length}`);
      await scene.close();
    },
    { iterations: 5 },
  );
});
