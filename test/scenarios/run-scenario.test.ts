/** A scenario run against the gateway's fetch handler, as the scenario view and embeds run it. */
import { afterEach, describe, expect, it } from 'vitest';
import { scenarioOfHistory } from '../../src/ui/console/history/history-scenario';
import type { HistoryEntry } from '../../src/ui/console/history/history';
import { runScenario } from '../../src/ui/scenarios/run/run-scenario';
import type { Scenario } from '../../src/ui/scenario-links/scenario-codec';
import { BASE, newPartner, openHarness, type Harness } from '../support/harness';
import { CONTRACT_SCENARIO_STEPS } from '../support/contract-scenario';

let h: Harness;
afterEach(() => h?.close());

const contractExample: Scenario = {
  v: 1,
  title: 'Create a payment',
  steps: CONTRACT_SCENARIO_STEPS,
  show: 1,
};

async function run(scenario: Scenario) {
  h = await openHarness();
  const fetcher = ((input: RequestInfo | URL, init?: RequestInit) => h.handler(new Request(input, init))) as typeof fetch;
  return runScenario(scenario, { fetch: fetcher, base: BASE, run: 'abc123' });
}

describe('running a scenario', () => {
  it('runs a link made from console history in a workspace of its own: the ids the person got are asked afresh', async () => {
    const own = await openHarness();
    const key = (await newPartner(own)).keys.sandbox;
    /** A request sent in the person's own workspace, kept as the console's history keeps it. */
    const sent = async (method: string, url: string, body: object): Promise<HistoryEntry> => {
      const answer = await own.handler(
        new Request(url, { method, headers: { 'X-API-KEY': key, 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
      );
      const request = { method, url, apiKey: key, headers: [], body: JSON.stringify(body) };
      return {
        sentAt: 1,
        env: 'sandbox',
        request,
        status: answer.status,
        answer: { statusText: '', headers: [], body: await answer.text() },
      };
    };
    const product = await sent('POST', `${BASE}/api/product/pay`, { name: 'Mugs' });
    const productId = JSON.parse(product.answer!.body).id;
    const payment = await sent('POST', `${BASE}/api/pay/product/${productId}/subproduct/pricing`, { price: 100, externalId: 'o-1' });
    await own.close();

    const result = await run(scenarioOfHistory([payment, product]));

    expect(result.steps.map((step) => step.answer?.status)).toEqual([200, 200]);
    expect(result.steps[1]!.request.url).not.toContain(productId);
  });

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

  it('does not send a step marked skip, and shows it with its keys filled in, ready to send', async () => {
    const result = await run({
      v: 1,
      steps: [
        { method: 'GET', url: `${BASE}/_sandbox/clock` },
        {
          method: 'GET',
          url: 'https://shop.invalid/orders/{{run}}',
          headers: { 'X-API-KEY': '{{key}}' },
          skip: 'it got no answer when it was sent',
        },
      ],
    });

    expect(result.steps[1]!.answer).toBeUndefined();
    expect(result.steps[1]!.skipped).toBe('it got no answer when it was sent');
    expect(result.steps[1]!.request.url).toBe('https://shop.invalid/orders/abc123');
    expect(result.steps[1]!.request.headers).toMatch(/^X-API-KEY: sk_test_\w+$/);
  });
});
