/** A scenario run against the gateway's fetch handler, as the scenario view and embeds run it. */
import { afterEach, describe, expect, it } from 'vitest';
import { runScenario } from '../../src/ui/scenarios/run-scenario';
import type { Scenario } from '../../src/ui/scenarios/scenario-codec';
import { BASE, openHarness, type Harness } from '../support/harness';

let h: Harness;
afterEach(() => h?.close());

const contractExample: Scenario = {
  v: 1,
  title: 'Create a payment',
  steps: [
    { method: 'POST', url: `${BASE}/api/product/pay`, headers: { 'X-API-KEY': '{{key}}' }, body: { name: 'Mugs', shortName: 'mugs-{{run}}' } },
    {
      method: 'POST',
      url: `${BASE}/api/pay/product/{{0.id}}/subproduct/pricing`,
      headers: { 'X-API-KEY': '{{key}}' },
      body: { price: 1299, externalId: 'order-1', details: {} },
    },
  ],
  show: 1,
};

async function run(scenario: Scenario) {
  h = await openHarness();
  const fetcher = ((input: RequestInfo | URL, init?: RequestInit) => h.handler(new Request(input, init))) as typeof fetch;
  return runScenario(scenario, { fetch: fetcher, base: BASE, run: 'abc123' });
}

describe('running a scenario', () => {
  it("runs the contract's example with a partner of its own and fills the product id into the payment step", async () => {
    const result = await run(contractExample);
    expect(result.steps).toHaveLength(2);
    const [product, payment] = result.steps;
    expect(product!.answer!.status).toBe(200);
    expect(JSON.parse(product!.request.body)).toEqual({ name: 'Mugs', shortName: 'mugs-abc123' });
    const productId = JSON.parse(product!.answer!.body).id;
    expect(payment!.request.url).toBe(`${BASE}/api/pay/product/${productId}/subproduct/pricing`);
    expect(payment!.answer!.status).toBe(200);
    expect(JSON.parse(payment!.answer!.body).redirectUrl).toContain(`/checkout/${productId}?externalId=`);
    const partners = await h.json('GET', `${BASE}/_sandbox/partners`);
    expect(partners.body.map((partner: { id: string }) => partner.id)).toEqual([result.partnerId]);
    expect(product!.request.headers).toMatch(/^X-API-KEY: sk_test_\w+$/);
  });

  it('keeps a 4xx answer as the answer and goes on with the next step', async () => {
    const result = await run({
      v: 1,
      steps: [
        { method: 'POST', url: `${BASE}/api/product/pay`, headers: { 'X-API-KEY': 'sk_test_nope' }, body: {} },
        { method: 'GET', url: `${BASE}/_sandbox/clock` },
      ],
    });
    expect(result.steps.map((step) => step.answer?.status)).toEqual([401, 200]);
  });

  it('stops at a step whose placeholder names a value the earlier answer lacks, saying which', async () => {
    const result = await run({
      v: 1,
      steps: [
        { method: 'GET', url: `${BASE}/_sandbox/clock` },
        { method: 'GET', url: `${BASE}/_sandbox/payments/{{0.hash}}` },
        { method: 'GET', url: `${BASE}/_sandbox/clock` },
      ],
    });
    expect(result.steps).toHaveLength(2);
    expect(result.steps[1]!.answer).toBeUndefined();
    expect(result.steps[1]!.failure).toBe('{{0.hash}}: the answer of step 0 has no hash.');
    expect(result.steps[1]!.request.url).toBe(`${BASE}/_sandbox/payments/{{0.hash}}`);
  });
});
