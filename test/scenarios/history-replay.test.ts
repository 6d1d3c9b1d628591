/**
 * A console history made into a scenario and run in a fresh workspace: every step answers the
 * status code it answered when the person sent it (issue 25, item 7).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/ui/console/history/history';
import { runScenario } from '../../src/ui/scenarios/run/run-scenario';
import { scenarioOfHistory } from '../../src/ui/console/history/history-scenario';
import { BASE, hashOf, newPartner, openHarness, STATUS, type Harness } from '../support/harness';
import { webhookBody } from '../support/scene';

const opened: Harness[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((harness) => harness.close()));
});

async function harness(): Promise<Harness> {
  const opening = await openHarness();
  opened.push(opening);
  return opening;
}

/** The person's own workspace, where requests are sent and kept as the console's history keeps them. */
async function ownWorkspace() {
  const own = await harness();
  const key = (await newPartner(own)).keys.sandbox;
  const history: HistoryEntry[] = [];
  const send = async (method: string, url: string, body?: object, apiKey = key) => {
    const headers: Record<string, string> = apiKey ? { 'X-API-KEY': apiKey } : {};
    if (body) headers['Content-Type'] = 'application/json';
    const answer = await own.handler(new Request(url, { method, headers, body: body && JSON.stringify(body) }));
    const text = await answer.text();
    const request = { method, url, apiKey, headers: [], body: body ? JSON.stringify(body) : '' };
    history.unshift({
      id: history.length + 1,
      sentAt: 1,
      env: 'sandbox',
      request,
      status: answer.status,
      answer: { statusText: '', headers: [], body: text },
    });
    return answer.ok && text ? JSON.parse(text) : undefined;
  };
  /** A request that never reached a gateway, as the console records one. */
  const lost = (url: string) => {
    const request = { method: 'GET', url, apiKey: key, headers: [], body: '' };
    history.unshift({ id: history.length + 1, sentAt: 1, env: 'sandbox', request });
  };
  return { key, history, send, lost };
}

async function replay(history: HistoryEntry[], entries = history) {
  const fresh = await harness();
  const fetcher = ((input: RequestInfo | URL, init?: RequestInit) => fresh.handler(new Request(input, init))) as typeof fetch;
  return runScenario(scenarioOfHistory(entries, { history }), { fetch: fetcher, base: BASE });
}

describe('a console history replayed as a scenario in a fresh workspace', () => {
  it('answers every step with the status it had: ids, hashes and externalIds followed, a wrong key refused, a lost request skipped', async () => {
    const { history, send, lost } = await ownWorkspace();
    const product = await send('POST', `${BASE}/api/product/pay`, { productType: 'PAY', name: 'Mugs', shortName: `mugs-${Date.now()}` });
    const { redirectUrl } = await send('POST', `${BASE}/api/pay/product/${product.id}/subproduct/pricing`, {
      price: 1299,
      externalId: 'order-1',
      details: {},
    });
    await send('GET', `${STATUS}/api/payment/product/${product.id}/subproduct/${hashOf(redirectUrl)}/status`, undefined, '');
    lost('https://typo.gateway.test/api/pay/plugin/webhook');
    await send('PATCH', `${BASE}/api/pay/product/${product.id}/subproduct/order-1`, { price: 1500 });
    await send('GET', `${BASE}/api/pay/plugin/webhook`, undefined, 'sk_test_not-a-key-of-anyone');
    const webhook = await send('POST', `${BASE}/api/pay/plugin/webhook`, webhookBody());
    await send('POST', `${BASE}/api/pay/plugin/webhook/${webhook.id}/products/${product.id}`);
    await send('GET', `${BASE}/api/pay/products/0190c5e2-0000-7000-8000-000000000000/pricing/entries`);

    const run = await replay(history);

    const had = [...history].reverse().map((entry) => entry.status);
    expect(had).toEqual([200, 200, 200, undefined, 200, 401, 200, 200, 404]);
    expect(run.steps.map((step) => step.answer?.status)).toEqual(had);
    expect(run.steps[3]!.skipped).toContain('no answer');
  });

  it('reproduces one linked request that names records of the person’s workspace', async () => {
    const { history, send } = await ownWorkspace();
    const product = await send('POST', `${BASE}/api/product/pay`, { productType: 'PAY', name: 'Mugs', shortName: `mugs-${Date.now()}` });
    const { redirectUrl } = await send('POST', `${BASE}/api/pay/product/${product.id}/subproduct/pricing`, {
      price: 1299,
      externalId: 'order-1',
      details: {},
    });
    await send('GET', `${BASE}/api/pay/plugin/webhook`);
    await send('GET', `${STATUS}/api/payment/product/${product.id}/subproduct/${hashOf(redirectUrl)}/status`, undefined, '');

    const run = await replay(history, [history[0]!]);

    expect(run.steps.map((step) => step.answer?.status)).toEqual([200, 200, 200]);
    expect(run.steps.at(-1)!.request.url).not.toContain(product.id);
    expect(run.steps.at(-1)!.request.url).not.toContain(hashOf(redirectUrl));
  });
});
