import { describe, expect, it } from 'vitest';
import { decodeScenario, encodeScenario } from '../scenarios/scenario-codec';
import type { HistoryEntry } from './history';
import { scenarioOfHistory, shortestScenarioData } from './history-scenario';

const BASE = 'https://api.sandbox.gateway.test';

function sent(method: string, url: string, apiKey: string, body = '', headers: HistoryEntry['request']['headers'] = []): HistoryEntry {
  return { sentAt: 1, env: 'sandbox', request: { method, url, apiKey, headers, body }, status: 200 };
}

describe('a scenario from the console history', () => {
  it('sends the requests in the order they were sent, the typed keys as the scenario’s own', () => {
    const newestFirst = [
      sent('GET', `${BASE}/api/pay/plugin/webhook`, 'sk_live_abc'),
      sent('POST', ` ${BASE}/api/product/pay `, 'sk_test_abc', '{"name":"Mugs"}', [{ name: 'X-Trace', value: 't1' }]),
    ];

    expect(scenarioOfHistory(newestFirst)).toEqual({
      v: 1,
      title: '2 console requests',
      steps: [
        { method: 'POST', url: `${BASE}/api/product/pay`, headers: { 'X-API-KEY': '{{key}}', 'X-Trace': 't1' }, body: { name: 'Mugs' } },
        { method: 'GET', url: `${BASE}/api/pay/plugin/webhook`, headers: { 'X-API-KEY': '{{liveKey}}' } },
      ],
    });
  });

  it('refers to the ids earlier answers gave by their step, wherever later steps use them', () => {
    const product = '01a20fa3-1111-7000-8000-0000000000aa';
    const webhook = '01a20fa3-2222-7000-8000-0000000000bb';
    const answered = (entry: HistoryEntry, body: object): HistoryEntry => ({ ...entry, answer: { statusText: 'OK', headers: [], body: JSON.stringify(body) } });
    const newestFirst = [
      sent('POST', `${BASE}/api/pay/plugin/webhook/${webhook}/products/${product.toUpperCase()}`, 'sk_test_a'),
      answered(sent('POST', `${BASE}/api/pay/plugin/webhook`, 'sk_test_a', JSON.stringify({ productIds: [product] })), { id: webhook }),
      sent('POST', `${BASE}/api/pay/product/${product}/subproduct/pricing`, 'sk_test_a', '{"externalId":"o-1"}'),
      answered(sent('POST', `${BASE}/api/product/pay`, 'sk_test_a', '{"name":"Mugs"}'), { id: product, shortName: null, 'odd key': { id: webhook } }),
    ];

    const steps = scenarioOfHistory(newestFirst).steps;

    expect(steps.map((step) => step.url)).toEqual([
      `${BASE}/api/product/pay`,
      `${BASE}/api/pay/product/{{0.id}}/subproduct/pricing`,
      `${BASE}/api/pay/plugin/webhook`,
      `${BASE}/api/pay/plugin/webhook/{{2.id}}/products/{{0.id}}`,
    ]);
    expect(steps[2]!.body).toEqual({ productIds: ['{{0.id}}'] });
  });

  it('keeps a body that is not JSON, and a key of neither environment, exactly as sent', () => {
    const [step] = scenarioOfHistory([sent('POST', `${BASE}/api/product/pay`, 'not-a-key', '{broken')]).steps;
    expect(step).toEqual({ method: 'POST', url: `${BASE}/api/product/pay`, headers: { 'X-API-KEY': 'not-a-key' }, body: '{broken' });
  });

  it('links a single request under its method and path', () => {
    expect(scenarioOfHistory([sent('GET', `${BASE}/api/pay/plugin/webhook?x=1`, '')]).title).toBe('GET /api/pay/plugin/webhook');
  });

  it('encodes to whichever link data is shorter, and decodes to the same scenario', async () => {
    const one = scenarioOfHistory([sent('GET', `${BASE}/api/pay/plugin/webhook`, 'sk_test_a')]);
    const many = scenarioOfHistory(Array.from({ length: 8 }, () => sent('POST', `${BASE}/api/product/pay`, 'sk_test_a', '{"name":"Mugs"}')));

    const short = await shortestScenarioData(one);
    const long = await shortestScenarioData(many);

    const forms = await Promise.all([encodeScenario(one), encodeScenario(one, { compress: true })]);
    expect(short.length).toBe(Math.min(...forms.map((form) => form.length)));
    expect(long.startsWith('z.')).toBe(true);
    expect(await decodeScenario(short)).toEqual(one);
    expect(await decodeScenario(long)).toEqual(many);
  });
});
