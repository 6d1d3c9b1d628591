import { describe, expect, it } from 'vitest';
import {
  createPayment,
  expectNothingChanged,
  MALFORMED_JSON,
  openMerchant,
  SOMETHING_WENT_WRONG,
  storedPayment,
  subproductUrl,
  type Merchant,
} from '../support/api';
import { hashOf, newProduct } from '../support/harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A merchant with one payment of 1000 grosze under `externalId`. */
async function withPayment(externalId = 'order-1', extra: object = {}) {
  const merchant = await openMerchant();
  const { body } = await createPayment(merchant, { price: 1000, externalId, ...extra });
  return { ...merchant, externalId, hash: hashOf(body.redirectUrl) };
}

function patchPrice({ h, key, product }: Merchant, ref: string, body: unknown, productId: string = product.id) {
  return h.json('PATCH', `${subproductUrl(productId)}/${encodeURIComponent(ref)}`, { key, body });
}

describe('PATCH /api/pay/product/{productId}/subproduct/{externalId}', () => {
  it('changes the price of the payment found by the merchant’s externalId', async () => {
    const payment = await withPayment();
    const { status, body } = await patchPrice(payment, payment.externalId, { price: 2500 });
    expect(status).toBe(200);
    expect(body).toEqual({ id: expect.stringMatching(UUID), price: 2500, userDefinedAmount: false });
    expect((await storedPayment(payment.h, payment.hash)).price).toBe(2500);
  });

  it('changes the price of the payment found by its 10-character hash', async () => {
    const payment = await withPayment();
    const { status, body } = await patchPrice(payment, payment.hash, { price: 700 });
    expect(status).toBe(200);
    expect(body.price).toBe(700);
    expect((await storedPayment(payment.h, payment.hash)).price).toBe(700);
  });

  it('looks the merchant’s externalId up before the hash: a reference that is both changes the payment with that externalId', async () => {
    const payment = await withPayment('order-1');
    // A second payment whose externalId is, letter for letter, the first payment's hash.
    const { body } = await createPayment(payment, { price: 3000, externalId: payment.hash });
    const second = hashOf(body.redirectUrl);

    expect((await patchPrice(payment, payment.hash, { price: 4200 })).status).toBe(200);

    expect((await storedPayment(payment.h, second)).price).toBe(4200);
    expect((await storedPayment(payment.h, payment.hash)).price).toBe(1000);
  });

  it('answers the id of the pricing item, the same on every update and not the payment hash', async () => {
    const payment = await withPayment();
    const first = await patchPrice(payment, payment.externalId, { price: 1 });
    const second = await patchPrice(payment, payment.hash, { price: 2 });
    expect(first.body.id).toBe(second.body.id);
    expect(first.body.id).not.toBe(payment.hash);
  });

  it('shows description and details only when they have a value', async () => {
    const details = { returnUrl: 'https://shop.example/thanks' };
    const full = await withPayment('full', { description: 'Two books', details });
    expect((await patchPrice(full, 'full', { price: 1500 })).body).toEqual({
      id: expect.stringMatching(UUID),
      price: 1500,
      userDefinedAmount: false,
      description: 'Two books',
      details,
    });
    const bare = await withPayment('bare', { details: {} });
    expect(Object.keys((await patchPrice(bare, 'bare', { price: 1500 })).body).sort()).toEqual(['id', 'price', 'userDefinedAmount']);
  });

  it('changes price only and ignores every other field sent', async () => {
    const payment = await withPayment('only-price', { details: { returnUrl: 'a' } });
    await patchPrice(payment, payment.externalId, {
      price: 1200,
      description: 'new',
      details: { returnUrl: 'b' },
      externalId: 'renamed',
    });
    const stored = await storedPayment(payment.h, payment.hash);
    expect(stored).toMatchObject({ externalId: 'only-price', price: 1200, details: { returnUrl: 'a' } });
    expect(stored).not.toHaveProperty('description');
  });

  it('truncates a decimal price', async () => {
    const payment = await withPayment();
    expect((await patchPrice(payment, payment.hash, { price: 12.99 })).body.price).toBe(12);
  });

  it('answers 400 without an integer price and changes nothing', async () => {
    const payment = await withPayment();
    for (const body of [{}, { price: '1500' }, { amount: 1500 }, { price: null }, { price: 1e20 }]) {
      await expectNothingChanged(payment.h, async () => {
        const reply = await patchPrice(payment, payment.externalId, body);
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({ status: 400, message: expect.any(String) });
      });
    }
  });

  it('answers the malformed-JSON 400 for a body that is not JSON', async () => {
    const payment = await withPayment();
    expect(await patchPrice(payment, payment.hash, 'price=1500')).toEqual({ status: 400, body: MALFORMED_JSON });
  });

  it('answers 404 PaySubProductEntity not found for an unknown reference', async () => {
    const payment = await withPayment();
    expect(await patchPrice(payment, 'no-such-order', { price: 1 })).toEqual({
      status: 404,
      body: { status: 404, message: 'PaySubProductEntity not found' },
    });
  });

  it('does not reach a payment of another product of the same partner', async () => {
    const payment = await withPayment('elsewhere');
    const other = await newProduct(payment.h, payment.key);
    for (const ref of [payment.hash, payment.externalId]) {
      expect((await patchPrice(payment, ref, { price: 1 }, other.id)).status).toBe(404);
    }
  });

  it('answers 403 for another partner’s product and 500 for a malformed product id', async () => {
    const payment = await withPayment();
    const stranger = await openMerchant({}, payment.h);
    await expectNothingChanged(payment.h, async () => {
      const foreign = await patchPrice(stranger, payment.hash, { price: 1 }, payment.product.id);
      expect(foreign).toEqual({
        status: 403,
        body: { status: 403, message: `Product ${payment.product.id} does not belong to you` },
      });
      const malformed = await patchPrice(payment, payment.hash, { price: 1 }, 'product-1');
      expect(malformed).toEqual({ status: 500, body: SOMETHING_WENT_WRONG });
    });
  });

  it('finds an externalId that needs URL encoding in the path', async () => {
    const payment = await withPayment('FV/2024/ZAMÓWIENIE 15');
    const { status, body } = await patchPrice(payment, payment.externalId, { price: 3300 });
    expect(status).toBe(200);
    expect(body.price).toBe(3300);
  });
});
