import { describe, expect, it } from 'vitest';
import { createPayment, expectNothingChanged, MALFORMED_JSON, openMerchant, pricingUrl, productUrl, textOf } from '../support/api';
import { BASE, PROD_BASE } from '../support/harness';

const MISSING = { status: 401, message: 'Missing credentials' };
const INVALID = { status: 401, message: 'Invalid API key' };

/** One call to each kind of keyed endpoint: create, update, payment. */
function keyedCalls(productId: string) {
  return [
    ['POST', `${BASE}/api/product/pay`, { productType: 'PAY', name: 'Shop' }],
    ['PATCH', productUrl(productId), { name: 'Renamed' }],
    ['POST', pricingUrl(productId), { price: 100, externalId: 'o-1' }],
  ] as const;
}

describe('X-API-KEY', () => {
  it('answers 401 Missing credentials without the header, and stores nothing', async () => {
    const { h, product } = await openMerchant();
    await expectNothingChanged(h, async () => {
      for (const [method, url, body] of keyedCalls(product.id)) {
        expect(await h.json(method, url, { body })).toEqual({ status: 401, body: MISSING });
      }
    });
  });

  it('does not take the key from Authorization: Bearer', async () => {
    const { h, key } = await openMerchant();
    const reply = await h.json('POST', `${BASE}/api/product/pay`, {
      headers: { Authorization: `Bearer ${key}` },
      body: { productType: 'PAY', name: 'Shop' },
    });
    expect(reply).toEqual({ status: 401, body: MISSING });
  });

  it('answers 401 Invalid API key for a key it never issued', async () => {
    const { h, product } = await openMerchant();
    for (const key of ['sk_test_unknown0000000000000000', 'not-a-key', '']) {
      for (const [method, url, body] of keyedCalls(product.id)) {
        expect(await h.json(method, url, { key, body })).toEqual({ status: 401, body: INVALID });
      }
    }
  });

  it('answers 401 Invalid API key for a revoked key, while the partner’s other keys still work', async () => {
    const { h, partner, product } = await openMerchant();
    const revoked = await h.json('POST', `${BASE}/_sandbox/keys/revoke`, { body: { key: partner.keys.sandbox } });
    expect(revoked.status).toBe(200);
    await expectNothingChanged(h, async () => {
      for (const [method, url, body] of keyedCalls(product.id)) {
        expect(await h.json(method, url, { key: partner.keys.sandbox, body })).toEqual({ status: 401, body: INVALID });
      }
    });
    const live = await h.json('POST', `${PROD_BASE}/api/product/pay`, {
      key: partner.keys.production,
      body: { productType: 'PAY', name: 'Live shop' },
    });
    expect(live.status).toBe(200);
  });

  it('checks the key before the path: a malformed id without a key is 401, not 500', async () => {
    const { h } = await openMerchant();
    expect(await h.json('PATCH', productUrl('not-a-uuid'), { body: { name: 'X' } })).toEqual({
      status: 401,
      body: MISSING,
    });
  });
});

describe('errors', () => {
  it('answers every error as {status, message} with status repeating the HTTP status', async () => {
    const merchant = await openMerchant();
    const replies = [
      await createPayment({ ...merchant, key: 'sk_test_nope' }, { externalId: 'a' }),
      await createPayment(merchant, '{', merchant.product.id),
      await createPayment(merchant, { price: 1 }),
      await createPayment(merchant, { externalId: 'a' }, crypto.randomUUID()),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([401, 400, 500, 404]);
    for (const { status, body } of replies) {
      expect(body).toEqual({ status, message: expect.any(String) });
      expect(Object.keys(body).sort()).toEqual(['message', 'status']);
    }
  });

  it('answers a value of the wrong JSON type, or a body that is no object, with the malformed-JSON 400 and stores nothing', async () => {
    const merchant = await openMerchant();
    const { h, key, product } = merchant;
    await expectNothingChanged(h, async () => {
      for (const body of [{ externalId: 'a', price: 'abc', details: {} }, { externalId: 'a', price: 100, details: 'x' }, [], null, 5]) {
        expect((await createPayment(merchant, body)).body).toEqual(MALFORMED_JSON);
      }
      const product2 = await h.json('POST', `${BASE}/api/product/pay`, { key, body: { productType: 'PAY', name: 5 } });
      expect(product2.body).toEqual(MALFORMED_JSON);
      const renamed = await h.json('PATCH', productUrl(product.id), { key, body: { name: ['Shop'] } });
      expect(renamed.body).toEqual(MALFORMED_JSON);
    });
  });

  it('answers a required field that is missing or null with a 400 naming it', async () => {
    const { h, key } = await openMerchant();
    for (const body of [{ productType: 'PAY' }, { productType: 'PAY', name: null }]) {
      const reply = await h.json('POST', `${BASE}/api/product/pay`, { key, body });
      expect([reply.status, reply.body.message]).toEqual([400, expect.stringMatching(/^name /)]);
    }
  });

  it('answers an unknown route 404 text/plain No route found for: <METHOD> <path>', async () => {
    const { h, key, product } = await openMerchant();
    const cases = [
      ['GET', `${BASE}/api/nothing/here`, '/api/nothing/here'],
      ['DELETE', productUrl(product.id), `/api/product/pay/${product.id}`],
      ['GET', `${BASE}/api/product/pay?x=1`, '/api/product/pay'],
      ['PUT', `${BASE}/`, '/'],
    ] as const;
    for (const [method, url, path] of cases) {
      expect(await textOf(await h.call(method, url, { key }))).toEqual({
        status: 404,
        type: expect.stringMatching(/^text\/plain/),
        text: `No route found for: ${method} ${path}`,
      });
    }
  });

  it('answers no route on a host that is not the gateway’s, even with a valid key', async () => {
    const { h, key } = await openMerchant();
    const reply = await textOf(await h.call('POST', 'https://api.example.test/api/product/pay', { key, body: {} }));
    expect(reply.status).toBe(404);
    expect(reply.text).toBe('No route found for: POST /api/product/pay');
  });
});
