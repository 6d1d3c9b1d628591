import { describe, expect, it } from 'vitest';
import { freshHarness } from '../../../test/support/api';
import { BASE, newPartner, newProduct, STATUS, type Harness } from '../../../test/support/harness';
import type { ConsoleRequest } from './console-request';
import { surprisesOf } from './surprises';

/** Sends through the real gateway and explains the exchange, as the console does. */
async function explain(harness: Harness, request: ConsoleRequest, externalIdWasTaken = false) {
  const response = await harness.call(request.method, request.url, {
    key: request.apiKey,
    body: request.body || undefined,
  });
  return surprisesOf({
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
    expect(notes).toEqual(['price 12.99 was truncated to 12: amounts are whole grosze, and decimals are dropped silently with a 200.']);
  });

  it('a reused externalId answers the original payment', async () => {
    const { harness, payment } = await merchant();
    await explain(harness, payment({ price: 1000, externalId: 'o-2', details }));
    const notes = await explain(harness, payment({ price: 2000, externalId: 'o-2', details }), true);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('externalId "o-2" was already used in this product');
  });

  it('a missing externalId is a 500', async () => {
    const { harness, payment } = await merchant();
    const notes = await explain(harness, payment({ price: 1000, details }));
    expect(notes).toEqual([expect.stringContaining('500, not 400, because externalId is missing')]);
  });

  it('amount instead of price, and returnUrl outside details, still answer 200', async () => {
    const { harness, payment } = await merchant();
    const notes = await explain(harness, payment({ amount: 1000, externalId: 'o-3', returnUrl: 'https://shop.example' }));
    expect(notes).toEqual([
      expect.stringContaining('amount is not a field'),
      expect.stringContaining('returnUrl belongs inside details'),
    ]);
  });

  it('the status endpoint on the base host is an unknown route', async () => {
    const { harness, product } = await merchant();
    const path = `/api/payment/product/${product.id}/subproduct/abcdefghij/status`;
    const get = (base: string): ConsoleRequest => ({ method: 'GET', url: base + path, apiKey: '', headers: [], body: '' });
    expect(await explain(harness, get(BASE))).toEqual([`The status endpoint answers only on its own host, ${STATUS}; on the base host it is an unknown route.`]);
    expect(await explain(harness, get(STATUS))).toEqual([]);
  });

  it('a well-formed payment has nothing to explain', async () => {
    const { harness, payment } = await merchant();
    expect(await explain(harness, payment({ price: 1299, externalId: 'o-4', details }))).toEqual([]);
  });
});
