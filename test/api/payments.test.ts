import { describe, expect, it } from 'vitest';
import {
  CORRUPTED_IBAN,
  createPayment,
  expectNothingChanged,
  exported,
  MALFORMED_JSON,
  openMerchant,
  pricingUrl,
  redirectUrlPattern,
  SOMETHING_WENT_WRONG,
  storedPayment,
  VALID_IBAN,
} from '../support/api';
import { hashOf, newProduct } from '../support/harness';

describe('POST /api/pay/product/{productId}/subproduct/pricing', () => {
  it('answers 200 with only a redirectUrl to the checkout, carrying a 10-character payment hash', async () => {
    const merchant = await openMerchant();
    const { status, body } = await createPayment(merchant, {
      price: 1000,
      externalId: 'order-1',
      details: { returnUrl: 'https://shop.example/thanks' },
    });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['redirectUrl']);
    expect(body.redirectUrl).toMatch(redirectUrlPattern(merchant.product.id));
    expect(hashOf(body.redirectUrl)).not.toBe('order-1');
  });

  it('stores the payment under its hash with the merchant’s externalId, price and details', async () => {
    const merchant = await openMerchant();
    const details = { returnUrl: 'https://shop.example/thanks', email: 'jan@example.com' };
    const { body } = await createPayment(merchant, { price: 2500, externalId: 'order-2', details });
    const hash = hashOf(body.redirectUrl);
    expect(await storedPayment(merchant.h, hash)).toMatchObject({
      hash,
      externalId: 'order-2',
      productId: merchant.product.id,
      price: 2500,
      status: 'INITIALIZED',
      details,
      statusHistory: [{ status: 'INITIALIZED' }],
    });
  });

  it('reused externalId returns the original redirectUrl and discards every sent field', async () => {
    const merchant = await openMerchant();
    const first = await createPayment(merchant, { price: 1000, externalId: 'order-3', details: { returnUrl: 'a' } });
    await expectNothingChanged(merchant.h, async () => {
      const again = await createPayment(merchant, {
        price: 9999,
        externalId: 'order-3',
        description: 'changed',
        details: { returnUrl: 'b', email: 'x@example.com' },
      });
      expect(again).toEqual(first);
    });
    const stored = await storedPayment(merchant.h, hashOf(first.body.redirectUrl));
    expect(stored).toMatchObject({ price: 1000, details: { returnUrl: 'a' } });
    expect(stored).not.toHaveProperty('description');
  });

  it('treats the same externalId in another product as another payment', async () => {
    const merchant = await openMerchant();
    const other = await newProduct(merchant.h, merchant.key);
    const here = await createPayment(merchant, { price: 100, externalId: 'shared' });
    const there = await createPayment(merchant, { price: 100, externalId: 'shared' }, other.id);
    expect(hashOf(there.body.redirectUrl)).not.toBe(hashOf(here.body.redirectUrl));
  });

  it('answers 500 Something went wrong without externalId and stores nothing', async () => {
    const merchant = await openMerchant();
    for (const externalId of [undefined, null]) {
      await expectNothingChanged(merchant.h, async () => {
        const { status, body } = await createPayment(merchant, { price: 1000, externalId, details: {} });
        expect(status).toBe(500);
        expect(body).toEqual(SOMETHING_WENT_WRONG);
      });
    }
  });

  it('truncates a decimal price to its integer part', async () => {
    const merchant = await openMerchant();
    const { status, body } = await createPayment(merchant, { price: 1299.99, externalId: 'decimal' });
    expect(status).toBe(200);
    expect((await storedPayment(merchant.h, hashOf(body.redirectUrl))).price).toBe(1299);
  });

  it('answers 400 for a price beyond the integers a JSON number holds exactly, and creates nothing', async () => {
    const merchant = await openMerchant();
    for (const price of [1e20, -1e300]) {
      await expectNothingChanged(merchant.h, async () => {
        const { status, body } = await createPayment(merchant, { price, externalId: `huge-${price}`, details: {} });
        expect(status).toBe(400);
        expect(body).toEqual({ status: 400, message: expect.stringContaining('price') });
      });
    }
  });

  it('ignores unknown fields, a currency and a returnUrl outside details', async () => {
    const merchant = await openMerchant();
    const { status, body } = await createPayment(merchant, {
      price: 500,
      currency: 'EUR',
      externalId: 'extras',
      returnUrl: 'https://shop.example/top-level',
      colour: 'blue',
      details: {},
    });
    expect(status).toBe(200);
    const stored = await storedPayment(merchant.h, hashOf(body.redirectUrl));
    expect(stored).toMatchObject({ price: 500, details: {} });
    for (const ignored of ['currency', 'returnUrl', 'colour']) expect(stored).not.toHaveProperty(ignored);
  });

  it('takes `amount` instead of price as no price at all: 200 with price null', async () => {
    const merchant = await openMerchant();
    const { status, body } = await createPayment(merchant, { amount: 1000, externalId: 'amount' });
    expect(status).toBe(200);
    expect((await storedPayment(merchant.h, hashOf(body.redirectUrl))).price).toBeNull();
  });

  it('stores details whole, unknown keys and nested values included', async () => {
    const merchant = await openMerchant();
    const details = {
      returnUrl: 'https://shop.example/thanks',
      triggerPayment: 'NOT_A_METHOD',
      autoclose: 3000,
      qrStepEnabled: true,
      invoice: { number: 'FV/1/2024', lines: [{ sku: 'A-1', qty: 2 }, null] },
      note: null,
    };
    const { body } = await createPayment(merchant, { price: 100, externalId: 'details', details });
    expect((await storedPayment(merchant.h, hashOf(body.redirectUrl))).details).toEqual(details);
  });

  it('answers the malformed-JSON 400 for a body that is not JSON and stores nothing', async () => {
    const merchant = await openMerchant();
    await expectNothingChanged(merchant.h, async () => {
      const { status, body } = await merchant.h.json('POST', pricingUrl(merchant.product.id), {
        key: merchant.key,
        body: '{"price": 1000, "externalId": ',
      });
      expect(status).toBe(400);
      expect(body).toEqual(MALFORMED_JSON);
    });
  });

  it('answers 403 for another partner’s product, 404 for an unknown one and 500 for a malformed id', async () => {
    const merchant = await openMerchant();
    const stranger = await openMerchant({}, merchant.h);
    const body = { price: 100, externalId: 'x' };
    await expectNothingChanged(merchant.h, async () => {
      expect(await createPayment(merchant, body, stranger.product.id)).toEqual({
        status: 403,
        body: { status: 403, message: `Product ${stranger.product.id} does not belong to you` },
      });
      expect(await createPayment(merchant, body, crypto.randomUUID())).toEqual({
        status: 404,
        body: { status: 404, message: 'PayProductEntity not found' },
      });
      expect(await createPayment(merchant, body, '12345')).toEqual({ status: 500, body: SOMETHING_WENT_WRONG });
    });
  });

  it('judges the product before the missing externalId: 404 and 403 outrank its 500', async () => {
    const merchant = await openMerchant();
    const stranger = await openMerchant({}, merchant.h);
    const body = { price: 100 };
    await expectNothingChanged(merchant.h, async () => {
      expect((await createPayment(merchant, body, crypto.randomUUID())).status).toBe(404);
      expect((await createPayment(merchant, body, stranger.product.id)).status).toBe(403);
    });
  });
});

describe('payout account of a payment', () => {
  it('stores a payment-level bankAccountDetails with the payment', async () => {
    const merchant = await openMerchant();
    const bankAccountDetails = { iban: VALID_IBAN, holderName: 'Jan Kowalski' };
    const { body } = await createPayment(merchant, { price: 100, externalId: 'iban', bankAccountDetails });
    expect((await storedPayment(merchant.h, hashOf(body.redirectUrl))).bankAccountDetails).toEqual(bankAccountDetails);
  });

  it('answers 400 for a payment-level IBAN with a broken checksum and stores nothing', async () => {
    const merchant = await openMerchant();
    await expectNothingChanged(merchant.h, async () => {
      const { status } = await createPayment(merchant, {
        price: 100,
        externalId: 'bad-iban',
        bankAccountDetails: { iban: CORRUPTED_IBAN },
      });
      expect(status).toBe(400);
    });
  });

  it('answers 400 Bank account not found for this partner when no account is known anywhere', async () => {
    const merchant = await openMerchant({ partner: { bankAccount: false } });
    await expectNothingChanged(merchant.h, async () => {
      const { status, body } = await createPayment(merchant, { price: 100, externalId: 'no-account' });
      expect(status).toBe(400);
      expect(body).toEqual({ status: 400, message: 'Bank account not found for this partner' });
    });
  });

  it('lets a partner without a settlement account take payments through the product’s or the payment’s IBAN', async () => {
    const merchant = await openMerchant({ partner: { bankAccount: false } });
    const withProductIban = await newProduct(merchant.h, merchant.key, { bankAccountDetails: { iban: VALID_IBAN } });
    const viaProduct = await createPayment(merchant, { price: 100, externalId: 'p' }, withProductIban.id);
    const viaPayment = await createPayment(merchant, {
      price: 100,
      externalId: 'q',
      bankAccountDetails: { iban: VALID_IBAN },
    });
    expect([viaProduct.status, viaPayment.status]).toEqual([200, 200]);
    expect((await exported(merchant.h)).collections.payments).toHaveLength(2);
  });

  it('needs no IBAN anywhere when the partner has a settlement account', async () => {
    const merchant = await openMerchant({ partner: { bankAccount: true } });
    expect((await createPayment(merchant, { price: 100, externalId: 'plain' })).status).toBe(200);
  });
});
