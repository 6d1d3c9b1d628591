import { describe, expect, it } from 'vitest';
import { createPayment, openMerchant, statusUrl, textOf } from '../support/api';
import { BASE, hashOf, newProduct, STATUS } from '../support/harness';

/** A merchant with one fresh payment and its hash. */
async function withPayment(product: object = {}) {
  const merchant = await openMerchant({ product });
  const { body } = await createPayment(merchant, { price: 1000, externalId: 'order-1' });
  return { ...merchant, hash: hashOf(body.redirectUrl) };
}

describe('GET {status_base_url}/api/payment/product/{productId}/subproduct/{paymentHash}/status', () => {
  it('answers the status as a string, by product UUID, with no API key', async () => {
    const { h, product, hash } = await withPayment();
    expect(await h.json('GET', statusUrl(product.id, hash))).toEqual({ status: 200, body: { status: 'INITIALIZED' } });
  });

  it('reads the product UUID in any letter case, as the API paths do', async () => {
    const { h, product, hash } = await withPayment();
    expect(await h.json('GET', statusUrl(product.id.toUpperCase(), hash))).toEqual({ status: 200, body: { status: 'INITIALIZED' } });
  });

  it('accepts the product’s shortName in place of its UUID', async () => {
    const { h, hash } = await withPayment({ shortName: 'corner-shop' });
    expect(await h.json('GET', statusUrl('corner-shop', hash))).toEqual({ status: 200, body: { status: 'INITIALIZED' } });
  });

  it('accepts a shortName that needs URL encoding', async () => {
    const { h, hash } = await withPayment({ shortName: 'Sklep Żółw' });
    expect((await h.json('GET', statusUrl('Sklep Żółw', hash))).body).toEqual({ status: 'INITIALIZED' });
  });

  it('follows the payment as it moves', async () => {
    const { h, product, hash } = await withPayment();
    for (const status of ['PENDING', 'COMPLETED', 'REFUNDED']) {
      expect((await h.json('POST', `${BASE}/_sandbox/payments/${hash}/status`, { body: { status } })).status).toBe(200);
      expect((await h.json('GET', statusUrl(product.id, hash))).body).toEqual({ status });
    }
  });

  it('ignores an API key that happens to be sent', async () => {
    const { h, product, hash } = await withPayment();
    const { status } = await h.json('GET', statusUrl(product.id, hash), { key: 'sk_test_whatever' });
    expect(status).toBe(200);
  });

  it('answers 404 PaySubProductEntity not found for an unknown hash', async () => {
    const { h, product } = await withPayment();
    expect(await h.json('GET', statusUrl(product.id, 'AAAAAAAAAA'))).toEqual({
      status: 404,
      body: { status: 404, message: 'PaySubProductEntity not found' },
    });
  });

  it('answers 404 for a hash that belongs to another product', async () => {
    const { h, key, hash } = await withPayment();
    const other = await newProduct(h, key);
    expect((await h.json('GET', statusUrl(other.id, hash))).status).toBe(404);
  });

  it('answers 404 PayProductEntity not found for an unknown product', async () => {
    const { h, hash } = await withPayment();
    for (const ref of [crypto.randomUUID(), 'no-such-shop']) {
      expect(await h.json('GET', statusUrl(ref, hash))).toEqual({
        status: 404,
        body: { status: 404, message: 'PayProductEntity not found' },
      });
    }
  });

  it('is not served on the base host: 404 text/plain No route found for: GET', async () => {
    const { h, product, hash } = await withPayment();
    const path = `/api/payment/product/${product.id}/subproduct/${hash}/status`;
    const reply = await textOf(await h.call('GET', `${BASE}${path}`));
    expect(reply.status).toBe(404);
    expect(reply.type).toMatch(/^text\/plain/);
    expect(reply.text.startsWith('No route found for: GET')).toBe(true);
    expect(reply.text).toBe(`No route found for: GET ${path}`);
  });

  it('is the only route on the status host', async () => {
    const { h, key } = await withPayment();
    const reply = await textOf(await h.call('POST', `${STATUS}/api/product/pay`, { key, body: { name: 'Shop' } }));
    expect(reply).toEqual({
      status: 404,
      type: expect.stringMatching(/^text\/plain/),
      text: 'No route found for: POST /api/product/pay',
    });
  });
});
