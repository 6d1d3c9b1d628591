import { describe, expect, it } from 'vitest';
import { createPayment, openMerchant, pricingUrl, productUrl, statusUrl } from '../support/api';
import { BASE, hashOf, newProduct, PROD_BASE, PROD_STATUS, STATUS } from '../support/harness';

const INVALID = { status: 401, body: { status: 401, message: 'Invalid API key' } };

describe('sandbox and production hosts', () => {
  it('rejects a sk_test_ key on the production host and a sk_live_ key on the sandbox host', async () => {
    const { h, partner } = await openMerchant();
    const body = { productType: 'PAY', name: 'Shop' };
    expect(await h.json('POST', `${PROD_BASE}/api/product/pay`, { key: partner.keys.sandbox, body })).toEqual(INVALID);
    expect(await h.json('POST', `${BASE}/api/product/pay`, { key: partner.keys.production, body })).toEqual(INVALID);
  });

  it('issues keys with the environment’s prefix, each working on its own host', async () => {
    const { h, partner } = await openMerchant();
    expect(partner.keys.sandbox).toMatch(/^sk_test_/);
    expect(partner.keys.production).toMatch(/^sk_live_/);
    const live = await newProduct(h, partner.keys.production, {}, PROD_BASE);
    expect(live.partner.id).toBe(partner.id);
  });

  it('keeps production products out of reach of the sandbox host and the other way round', async () => {
    const { h, partner, product: sandboxProduct } = await openMerchant();
    const live = await newProduct(h, partner.keys.production, {}, PROD_BASE);
    const notFound = { status: 404, body: { status: 404, message: 'PayProductEntity not found' } };
    const sandboxKey = partner.keys.sandbox;
    const liveKey = partner.keys.production;
    expect(await h.json('PATCH', productUrl(live.id), { key: sandboxKey, body: { name: 'X' } })).toEqual(notFound);
    expect(await h.json('PATCH', productUrl(sandboxProduct.id, PROD_BASE), { key: liveKey, body: { name: 'X' } })).toEqual(notFound);
    const payment = { price: 100, externalId: 'o-1' };
    expect(await h.json('POST', pricingUrl(live.id), { key: sandboxKey, body: payment })).toEqual(notFound);
  });

  it('answers the status of a payment only on the status host of its environment', async () => {
    const merchant = await openMerchant();
    const { h, partner } = merchant;
    const live = await newProduct(h, partner.keys.production, { shortName: 'live-shop' }, PROD_BASE);
    const created = await h.json('POST', pricingUrl(live.id, PROD_BASE), {
      key: partner.keys.production,
      body: { price: 100, externalId: 'live-1' },
    });
    const liveHash = hashOf(created.body.redirectUrl);
    expect((await h.json('GET', statusUrl(live.id, liveHash, PROD_STATUS))).body).toEqual({ status: 'INITIALIZED' });
    expect((await h.json('GET', statusUrl('live-shop', liveHash, PROD_STATUS))).status).toBe(200);
    expect((await h.json('GET', statusUrl(live.id, liveHash, STATUS))).status).toBe(404);
    expect((await h.json('GET', statusUrl('live-shop', liveHash, STATUS))).status).toBe(404);

    const sandboxHash = hashOf((await createPayment(merchant, { price: 100, externalId: 's-1' })).body.redirectUrl);
    expect((await h.json('GET', statusUrl(merchant.product.id, sandboxHash, PROD_STATUS))).status).toBe(404);
  });

  it('lets each environment have its own product with the same shortName', async () => {
    const { h, partner, product } = await openMerchant();
    const live = await newProduct(h, partner.keys.production, { shortName: product.shortName }, PROD_BASE);
    expect(live.shortName).toBe(product.shortName);
  });
});
