import { describe, expect, it } from 'vitest';
import { freshHarness } from '../../../../test/support/api';
import { BASE, newPartner, newProduct, PROD_BASE, STATUS, type Harness } from '../../../../test/support/harness';
import { findOperation, operationsOf } from '../catalogue/catalogue';
import type { ConsoleRequest } from '../console-request';
import { surprisesOf } from './surprises';

/** Sends through the real gateway and explains the exchange, as the console does. */
async function explain(harness: Harness, request: ConsoleRequest, externalIdWasTaken = false) {
  const response = await harness.call(request.method, request.url, {
    key: request.apiKey,
    body: request.body || undefined,
  });
  const operations = operationsOf((await harness.json('GET', `${BASE}/_sandbox/openapi.json`)).body);
  const url = new URL(request.url);
  const host = request.url.startsWith(STATUS) ? 'status' : 'base';
  return surprisesOf({
    hostEnv: url.origin === BASE || url.origin === STATUS ? 'sandbox' : 'production',
    baseUrls: { sandbox: BASE, production: PROD_BASE },
    bodySchema: findOperation(operations, request.method, url.pathname, host)?.bodySchema,
    request,
    host: request.url.startsWith(STATUS) ? 'status' : 'base',
    status: response.status,
    contentType: response.headers.get('Content-Type') ?? '',
    body: await response.text(),
    externalIdWasTaken,
    statusBaseUrl: STATUS,
  });
}

async function merchant() {
  const harness = await freshHarness();
  const { keys } = await newPartner(harness);
  const product = await newProduct(harness, keys.sandbox);
  const payment = (body: object): ConsoleRequest => ({
    method: 'POST',
    url: `${BASE}/api/pay/product/${product.id}/subproduct/pricing`,
    apiKey: keys.sandbox,
    headers: [],
    body: JSON.stringify(body),
  });
  return { harness, product, payment };
}

const details = { returnUrl: 'https://shop.example/thanks' };

describe('surprises explained beside the answer', () => {
  it('a decimal price is truncated with a 200', async () => {
    const { harness, payment } = await merchant();
    const notes = await explain(harness, payment({ price: 12.99, externalId: 'o-1', details }));
    expect(notes).toEqual(['price 12.99 is taken as 12. The gateway truncates it to whole grosze and answers 200: amounts are integers.']);
  });

  it('a reused externalId answers the original payment', async () => {
    const { harness, payment } = await merchant();
    await explain(harness, payment({ price: 1000, externalId: 'o-2', details }));
    const notes = await explain(harness, payment({ price: 2000, externalId: 'o-2', details }), true);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('externalId "o-2" was already used in this product');
  });

  it('amount instead of price, and returnUrl outside details, still answer 200', async () => {
    const { harness, payment } = await merchant();
    const notes = await explain(harness, payment({ amount: 1000, externalId: 'o-3', returnUrl: 'https://shop.example' }));
    expect(notes).toEqual([
      '`amount` is not a field of the interface: the gateway ignores it and answers 200, and the payment has no price. Send `price`.',
      '`returnUrl` is read only inside `details`: at the top level the gateway ignores it and answers 200, and the checkout has no way back to the shop.',
      'Without `price` the gateway still creates the payment (200), with no amount.',
      'Without `details.returnUrl` the gateway still creates the payment (200), and the checkout has no way back to the shop.',
    ]);
  });

  it('the status endpoint on the base host is an unknown route', async () => {
    const { harness, product } = await merchant();
    const path = `/api/payment/product/${product.id}/subproduct/abcdefghij/status`;
    const get = (base: string): ConsoleRequest => ({ method: 'GET', url: base + path, apiKey: '', headers: [], body: '' });
    expect(await explain(harness, get(BASE))).toEqual([
      `The status endpoint answers only on its own host, ${STATUS}; on the base host it is an unknown route.`,
    ]);
    expect(await explain(harness, get(STATUS))).toEqual([]);
  });

  it('a production key on the sandbox host is explained: which keys each environment’s hosts take', async () => {
    const harness = await freshHarness();
    const { keys } = await newPartner(harness);
    const create = (base: string, apiKey: string): ConsoleRequest => ({
      method: 'POST',
      url: `${base}/api/product/pay`,
      apiKey,
      headers: [],
      body: JSON.stringify({ productType: 'PAY', name: 'Mugs', shortName: 'mugs-2' }),
    });
    expect(await explain(harness, create(BASE, keys.production))).toEqual([
      `sk_live_ keys are production keys: sandbox hosts (${BASE}) take only sk_test_ keys and answer a key of the other environment with 401 "Invalid API key". This key goes to ${PROD_BASE} (switch to Production above), or use the partner's sk_test_ key here.`,
    ]);
    expect(await explain(harness, create(PROD_BASE, keys.sandbox))).toEqual([
      expect.stringMatching(/^sk_test_ keys are sandbox keys: production hosts/),
    ]);
    expect(await explain(harness, create(BASE, 'sk_test_unknown'))).toEqual([]);
  });

  it('a well-formed payment has nothing to explain', async () => {
    const { harness, payment } = await merchant();
    expect(await explain(harness, payment({ price: 1299, externalId: 'o-4', details }))).toEqual([]);
  });
});
