import { describe, expect, it } from 'vitest';
import { decodeScenario, encodeScenario, shortestScenarioData } from '../../scenario-links/scenario-codec';
import type { HistoryEntry } from './history';
import { scenarioOfHistory, scenarioOfRequest } from './history-scenario';
import { BROWSER_HOSTS } from '../../../http/hosts';
import { openApiDocument } from '../../../http/openapi';
import { operationsOf, type OpenApiDocument } from '../catalogue/catalogue';

// The console's catalogue, read from the document as the console reads it over HTTP.
const operations = operationsOf(JSON.parse(JSON.stringify(openApiDocument(BROWSER_HOSTS))) as OpenApiDocument);

const BASE = 'https://api.sandbox.gateway.test';
const STATUS = 'https://status.sandbox.gateway.test';
const PRODUCT = '01a20fa3-1111-7000-8000-0000000000aa';
const WEBHOOK = '01a20fa3-2222-7000-8000-0000000000bb';

let ids = 0;
function sent(method: string, url: string, apiKey: string, body = '', options: Partial<HistoryEntry> = {}): HistoryEntry {
  return { id: ++ids, sentAt: 1, env: 'sandbox', request: { method, url, apiKey, headers: [], body }, status: 200, ...options };
}
const answered = (entry: HistoryEntry, body: object): HistoryEntry => ({
  ...entry,
  answer: { statusText: 'OK', headers: [], body: JSON.stringify(body) },
});

describe('a scenario from the console history', () => {
  it('sends the requests in the order they were sent, accepted keys as the scenario’s own of their environment', () => {
    const newestFirst = [
      sent('GET', 'https://api.gateway.test/api/pay/plugin/webhook', 'sk_live_abc', '', { env: 'production' }),
      sent('POST', ` ${BASE}/api/product/pay `, 'sk_test_abc', '{"name":"Mugs"}', {
        request: {
          method: 'POST',
          url: `${BASE}/api/product/pay`,
          apiKey: 'sk_test_abc',
          headers: [{ name: 'X-Trace', value: 't1' }],
          body: '{"name":"Mugs"}',
        },
      }),
    ];

    expect(scenarioOfHistory(newestFirst, { operations })).toEqual({
      v: 1,
      title: 'Create a product, then list your webhooks',
      steps: [
        { method: 'POST', url: `${BASE}/api/product/pay`, headers: { 'X-API-KEY': '{{key}}', 'X-Trace': 't1' }, body: { name: 'Mugs' } },
        { method: 'GET', url: 'https://api.gateway.test/api/pay/plugin/webhook', headers: { 'X-API-KEY': '{{liveKey}}' } },
      ],
    });
  });

  it('keeps a key the gateway refused as typed, so the step is refused again, unless it is the working key', () => {
    const refused = sent('GET', `${BASE}/api/pay/plugin/webhook`, 'sk_test_wrong', '', { status: 401 });
    const live = sent('GET', `${BASE}/api/pay/plugin/webhook`, 'sk_live_abc', '', { status: 401 });

    expect(scenarioOfHistory([live, refused]).steps.map((step) => step.headers!['X-API-KEY'])).toEqual(['sk_test_wrong', 'sk_live_abc']);
    expect(scenarioOfHistory([refused], { workingKeys: ['sk_test_wrong'] }).steps[0]!.headers).toEqual({ 'X-API-KEY': '{{key}}' });
  });

  it('writes the id of a partner whose key was accepted as {{partnerId}}, and leaves another partner’s as typed', () => {
    const own = '01a20fa3-3333-7000-8000-0000000000cc';
    const other = '01a20fa3-4444-7000-8000-0000000000dd';
    const webhook = (partnerId: string) =>
      sent(
        'POST',
        `${BASE}/api/pay/plugin/webhook`,
        'sk_test_abc',
        JSON.stringify({ endpoint: 'https://hooks.gateway.test/shop', partnerId }),
      );
    const partners = [
      { id: own, keys: [{ key: 'sk_test_abc' }] },
      { id: other, keys: [{ key: 'sk_test_other' }] },
    ];

    const steps = scenarioOfHistory([webhook(other), webhook(own)], { partners }).steps;

    expect(steps.map((step) => (step.body as { partnerId: string }).partnerId)).toEqual(['{{partnerId}}', other]);
  });

  it('refers to the ids earlier answers gave by their step, wherever later steps use them', () => {
    const newestFirst = [
      sent('POST', `${BASE}/api/pay/plugin/webhook/${WEBHOOK}/products/${PRODUCT.toUpperCase()}`, 'sk_test_a'),
      answered(sent('POST', `${BASE}/api/pay/plugin/webhook`, 'sk_test_a', JSON.stringify({ productIds: [PRODUCT] })), { id: WEBHOOK }),
      sent('POST', `${BASE}/api/pay/product/${PRODUCT}/subproduct/pricing`, 'sk_test_a', '{"externalId":"o-1"}'),
      answered(sent('POST', `${BASE}/api/product/pay`, 'sk_test_a', '{"name":"Mugs"}'), {
        id: PRODUCT,
        shortName: null,
        'odd key': { id: WEBHOOK },
      }),
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

  it('refers to a payment hash by the redirectUrl that gave it, and to an externalId an answer gave', () => {
    const redirectUrl = `https://playground.test/app/#/checkout/${PRODUCT}?externalId=Ab3dE6gH9k`;
    const newestFirst = [
      sent('PATCH', `${BASE}/api/pay/product/${PRODUCT}/subproduct/order-123`, 'sk_test_a', '{"price":5}'),
      sent('GET', `${STATUS}/api/payment/product/${PRODUCT}/subproduct/Ab3dE6gH9k/status`, ''),
      answered(sent('POST', `${BASE}/api/pay/product/${PRODUCT}/subproduct/pricing`, 'sk_test_a', '{"price":1}'), { redirectUrl }),
      answered(sent('GET', `${BASE}/api/pay/product/${PRODUCT}`, 'sk_test_a'), { id: PRODUCT, payments: [{ externalId: 'order-123' }] }),
    ];

    expect(scenarioOfHistory(newestFirst).steps.map((step) => step.url)).toEqual([
      `${BASE}/api/pay/product/${PRODUCT}`,
      `${BASE}/api/pay/product/{{0.id}}/subproduct/pricing`,
      `${STATUS}/api/payment/product/{{0.id}}/subproduct/{{1.redirectUrl.externalId}}/status`,
      `${BASE}/api/pay/product/{{0.id}}/subproduct/{{0.payments.0.externalId}}`,
    ]);
  });

  it('keeps a request that got no answer, marked to skip, and numbers the steps after it as sent', () => {
    const newestFirst = [
      sent('GET', `${BASE}/api/pay/product/${PRODUCT}`, 'sk_test_a'),
      sent('GET', 'https://typo.gateway.test/api/pay/plugin/webhook', 'sk_test_a', '', { status: undefined }),
      answered(sent('POST', `${BASE}/api/product/pay`, 'sk_test_a', '{"name":"Mugs"}'), { id: PRODUCT }),
    ];

    const steps = scenarioOfHistory(newestFirst).steps;

    expect(steps[1]).toMatchObject({ url: 'https://typo.gateway.test/api/pay/plugin/webhook', skip: expect.stringContaining('no answer') });
    expect(steps[2]!.url).toBe(`${BASE}/api/pay/product/{{0.id}}`);
    expect(steps.filter((step) => step.skip !== undefined)).toHaveLength(1);
  });

  it('brings along the earlier requests that made what one linked request names, and shows that request', () => {
    const product = answered(sent('POST', `${BASE}/api/product/pay`, 'sk_test_a', '{"name":"Mugs"}'), { id: PRODUCT });
    const unrelated = sent('GET', `${BASE}/api/pay/plugin/webhook`, 'sk_test_a');
    const payment = sent(
      'POST',
      `${BASE}/api/pay/product/${PRODUCT}/subproduct/pricing`,
      'sk_test_a',
      '{"price":1,"externalId":"order-77"}',
    );
    const patch = sent('PATCH', `${BASE}/api/pay/product/${PRODUCT}/subproduct/order-77`, 'sk_test_a', '{"price":5}');
    const history = [patch, payment, unrelated, product];

    const scenario = scenarioOfHistory([patch], { history, operations });

    expect(scenario.title).toBe('Create a product, then a payment, then change a payment’s price');
    expect(scenario.steps.map((step) => `${step.method} ${step.url}`)).toEqual([
      `POST ${BASE}/api/product/pay`,
      `POST ${BASE}/api/pay/product/{{0.id}}/subproduct/pricing`,
      `PATCH ${BASE}/api/pay/product/{{0.id}}/subproduct/order-77`,
    ]);
  });

  it('keeps a body that is not JSON exactly as sent', () => {
    const [step] = scenarioOfHistory([sent('POST', `${BASE}/api/product/pay`, 'sk_test_a', '{broken')]).steps;
    expect(step).toEqual({ method: 'POST', url: `${BASE}/api/product/pay`, headers: { 'X-API-KEY': '{{key}}' }, body: '{broken' });
  });

  it('titles a scenario by the operations it runs, never by a URL holding the author’s ids', () => {
    const one = sent('GET', `${BASE}/api/pay/product/${PRODUCT}`, 'sk_test_a');
    const lost = sent('GET', 'https://typo.gateway.test/x', 'sk_test_a', '', { status: undefined });
    const payments = Array.from({ length: 2 }, () =>
      sent('POST', `${BASE}/api/pay/product/${PRODUCT}/subproduct/pricing`, 'sk_test_a', '{}'),
    );
    const webhook = sent('POST', `${BASE}/api/pay/plugin/webhook`, 'sk_test_a', '{}');
    const assign = sent('POST', `${BASE}/api/pay/plugin/webhook/${PRODUCT}/products/${PRODUCT}`, 'sk_test_a');
    const status = sent('GET', `${STATUS}/api/payment/product/${PRODUCT}/subproduct/Ab3dE6gH9k/status`, '');
    const product = sent('POST', `${BASE}/api/product/pay`, 'sk_test_a', '{}');

    expect(scenarioOfHistory([sent('GET', `${BASE}/api/pay/plugin/webhook?x=1`, '')], { operations }).title).toBe('List your webhooks');
    expect(scenarioOfHistory([...payments, lost, product], { operations }).title).toBe('Create a product, then a payment');
    expect(scenarioOfHistory([status, assign, webhook, product], { operations }).title).toBe(
      'Create a product, then 2 more steps, then a payment’s status',
    );
    // Without the catalogue: the method and the path, its ids left out.
    expect(scenarioOfHistory([one]).title).toBe('GET /api/pay/product/…');
  });

  it('encodes to whichever link data is shorter, and decodes to the same scenario', async () => {
    const one = scenarioOfHistory([sent('GET', `${BASE}/api/pay/plugin/webhook`, 'sk_test_a')]);
    const many = scenarioOfHistory(
      Array.from({ length: 8 }, () => sent('POST', `${BASE}/api/product/pay`, 'sk_test_a', '{"name":"Mugs"}')),
    );

    const short = await shortestScenarioData(one);
    const long = await shortestScenarioData(many);

    const forms = await Promise.all([encodeScenario(one), encodeScenario(one, { compress: true })]);
    expect(short.length).toBe(Math.min(...forms.map((form) => form.length)));
    expect(long.startsWith('z.')).toBe(true);
    expect(await decodeScenario(short)).toEqual(one);
    expect(await decodeScenario(long)).toEqual(many);
  });
});

describe('a scenario from the request being edited (Embed this request)', () => {
  const product = answered(sent('POST', `${BASE}/api/product/pay`, 'sk_test_a', '{"name":"Mugs"}'), { id: PRODUCT });
  const unrelated = sent('GET', `${BASE}/api/pay/plugin/webhook`, 'sk_test_a');
  const history = [unrelated, product];

  it('sends an unsent request after the requests that made what it names, shown last, titled by its operations', () => {
    const editing = {
      method: 'POST',
      url: `${BASE}/api/pay/product/${PRODUCT}/subproduct/pricing`,
      apiKey: 'sk_test_a',
      headers: [],
      body: '{"price":4500}',
    };

    const scenario = scenarioOfRequest(editing, 'sandbox', { history, operations });

    expect(scenario).toEqual({
      v: 1,
      title: 'Create a product, then a payment',
      steps: [
        { method: 'POST', url: `${BASE}/api/product/pay`, headers: { 'X-API-KEY': '{{key}}' }, body: { name: 'Mugs' } },
        {
          method: 'POST',
          url: `${BASE}/api/pay/product/{{0.id}}/subproduct/pricing`,
          headers: { 'X-API-KEY': '{{key}}' },
          body: { price: 4500 },
        },
      ],
    });
  });

  it('takes an unsent request’s key as typed unless the person works with it or the gateway took it', () => {
    const typed = { method: 'GET', url: `${BASE}/api/pay/plugin/webhook`, apiKey: 'sk_test_typo', headers: [], body: '' };
    expect(scenarioOfRequest(typed, 'sandbox', { history, operations }).steps.at(-1)!.headers).toEqual({ 'X-API-KEY': 'sk_test_typo' });
    expect(scenarioOfRequest(typed, 'sandbox', { history, workingKeys: ['sk_test_typo'] }).steps.at(-1)!.headers).toEqual({
      'X-API-KEY': '{{key}}',
    });
  });

  it('takes a request the history holds as sent with the answer it got', () => {
    const refused = sent('GET', `${BASE}/api/pay/product/${PRODUCT}`, 'sk_test_wrong', '', { status: 401 });

    const scenario = scenarioOfRequest(refused.request, 'sandbox', { history: [refused, ...history], operations });

    expect(scenario.steps.map((step) => [step.url, step.headers])).toEqual([
      [`${BASE}/api/product/pay`, { 'X-API-KEY': '{{key}}' }],
      [`${BASE}/api/pay/product/{{0.id}}`, { 'X-API-KEY': 'sk_test_wrong' }],
    ]);
  });
});
