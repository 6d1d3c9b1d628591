import { describe, expect } from 'vitest';
import { expectNothingChanged, statusUrl } from '../support/api';
import { BASE, PROD_BASE, STATUS } from '../support/harness';
import { expectError, newPayment, test, type Scene } from '../support/scene';

const setFaults = (scene: Scene, rule: object) => scene.helper('PUT', '/_sandbox/faults', rule);
const listWebhooks = (scene: Scene) => scene.harness.call('GET', `${BASE}/api/pay/plugin/webhook`, { key: scene.owner.key });

describe('injected API faults', () => {
  test('a 100% share of 503 answers every API call with 503 and names the fault', async ({ scene }) => {
    await setFaults(scene, { env: 'sandbox', errorRate: 1, errorStatus: 503 });

    const response = await listWebhooks(scene);

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 503, message: 'Service Unavailable' });
    expect(response.headers.get('X-Sandbox-Fault')).toBe('latency=0ms; status=503');
  });

  test('a fault answers before the key is checked: a call with no key or a bad one meets it too', async ({ scene }) => {
    await setFaults(scene, { env: 'sandbox', errorRate: 1, errorStatus: 503 });

    const keyless = await scene.harness.call('GET', `${BASE}/api/pay/plugin/webhook`);
    const badKey = await scene.harness.call('GET', `${BASE}/api/pay/plugin/webhook`, { key: 'sk_test_nobody' });

    expect([keyless.status, badKey.status]).toEqual([503, 503]);
    await setFaults(scene, { env: 'sandbox', errorRate: 0 });
    expect((await scene.harness.call('GET', `${BASE}/api/pay/plugin/webhook`)).status).toBe(401);
  });

  test('faults leave the sandbox helpers and the other environment alone', async ({ scene }) => {
    const hash = await newPayment(scene.owner);
    await setFaults(scene, { env: 'production', errorRate: 1, errorStatus: 500 });

    expect((await listWebhooks(scene)).status).toBe(200);
    expect((await scene.harness.call('GET', statusUrl(scene.owner.productId, hash, STATUS))).status).toBe(200);
    expect((await scene.helper('GET', '/_sandbox/faults')).status).toBe(200);
    const production = await scene.harness.call('GET', `${PROD_BASE}/api/pay/plugin/webhook`, { key: scene.owner.partner.keys.production });
    expect(production.status).toBe(500);
  });

  test('a rule for chosen endpoints fails only those', async ({ scene }) => {
    await setFaults(scene, { env: 'sandbox', errorRate: 1, endpoints: ['POST /api/pay/product/{productId}/subproduct/pricing'] });

    const create = await scene.owner.api('POST', `/api/pay/product/${scene.owner.productId}/subproduct/pricing`, {
      price: 100,
      externalId: 'order-1',
    });

    expect(create.status).toBe(503);
    expect((await listWebhooks(scene)).status).toBe(200);
    expect((await scene.helper('GET', '/_sandbox/records/payments')).body.total).toBe(0);
  });

  test('fixed latency is added to answers that still succeed', async ({ scene }) => {
    await setFaults(scene, { env: 'sandbox', latencyMs: 30 });

    const response = await listWebhooks(scene);

    expect(response.status).toBe(200);
    expect(response.headers.get('X-Sandbox-Fault')).toBe('latency=30ms');
  });

  test('a latency range draws each wait within its bounds', async ({ scene }) => {
    await setFaults(scene, { env: 'sandbox', latencyMs: { min: 5, max: 15 } });

    for (let i = 0; i < 5; i++) {
      const waited = Number(/latency=(\d+)ms/.exec((await listWebhooks(scene)).headers.get('X-Sandbox-Fault')!)![1]);
      expect(waited).toBeGreaterThanOrEqual(5);
      expect(waited).toBeLessThanOrEqual(15);
    }
  });

  test('the faults read back per environment, and a rule that does nothing removes one', async ({ scene }) => {
    await setFaults(scene, { env: 'sandbox', errorRate: 0.25, errorStatus: 500 });
    expect((await scene.helper('GET', '/_sandbox/faults')).body).toEqual({
      sandbox: { errorRate: 0.25, errorStatus: 500 },
      production: null,
    });

    await setFaults(scene, { env: 'sandbox', errorRate: 0 });

    expect((await scene.helper('GET', '/_sandbox/faults')).body).toEqual({ sandbox: null, production: null });
    expect((await listWebhooks(scene)).status).toBe(200);
  });

  test('a 50% share of errors fails some calls and lets the others through', async ({ scene }) => {
    await setFaults(scene, { env: 'sandbox', errorRate: 0.5 });

    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await listWebhooks(scene)).status);

    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  });

  test('an invalid rule answers 400 and changes nothing', async ({ scene }) => {
    await expectNothingChanged(scene.harness, async () => {
      for (const rule of [
        { env: 'sandbox', errorRate: 2 },
        { env: 'sandbox', errorStatus: 502, errorRate: 1 },
        { env: 'sandbox', latencyMs: { min: 20, max: 10 } },
        { env: 'staging', errorRate: 1 },
      ]) {
        expectError(await setFaults(scene, rule), 400);
      }
    });
  });
});
