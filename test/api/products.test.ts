import { describe, expect, it } from 'vitest';
import {
  CORRUPTED_IBAN,
  expectNothingChanged,
  exported,
  freshHarness,
  MALFORMED_JSON,
  openMerchant,
  productUrl,
  SOMETHING_WENT_WRONG,
  VALID_IBAN,
} from '../support/api';
import { BASE, newPartner, type Harness } from '../support/harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const OTHER_VALID_IBAN = 'PL27114020040000300201355387';

/** Every create field of the interface. */
const fullBody = (partnerId: string) => ({
  partnerId,
  productType: 'PAY',
  id: '2f1c6a4e-8b0d-4c59-9f3e-7a1b2c3d4e5f',
  name: 'Bookshop',
  fullName: 'Bookshop Sp. z o.o.',
  shortName: 'bookshop',
  location: 'Kraków',
  timezone: 'Europe/Warsaw',
  productMetadata: { locale: 'pl-PL' },
  bankAccountDetails: { iban: VALID_IBAN, holderName: 'Bookshop Sp. z o.o.', nip: '6762461659' },
  metadata: { logoUrl: 'https://bookshop.example/logo.png', merchantDomain: 'bookshop.example' },
});

async function storedProduct(h: Harness, id: string) {
  return (await exported(h)).collections.products.find((product: { id: string }) => product.id === id);
}

describe('POST /api/product/pay', () => {
  it('creates a product from every field and answers the whole product object', async () => {
    const h = await freshHarness(() => 1_714_000_000_123);
    const partner = await newPartner(h, { name: 'Bookshop owner' });
    const { status, body } = await h.json('POST', `${BASE}/api/product/pay`, {
      key: partner.keys.sandbox,
      body: fullBody(partner.id),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: '2f1c6a4e-8b0d-4c59-9f3e-7a1b2c3d4e5f',
      name: 'Bookshop',
      shortName: 'bookshop',
      location: 'Kraków',
      timezone: 'Europe/Warsaw',
      partner: { id: partner.id, name: 'Bookshop owner', productTypes: ['PAY'] },
      emailEnabled: expect.any(Boolean),
      smsEnabled: expect.any(Boolean),
      reviewEnabled: expect.any(Boolean),
      fee: { id: expect.stringMatching(UUID), fixed: expect.any(Boolean) },
      productType: 'PAY',
      status: 'ACTIVE',
      creator: expect.any(String),
      createdAt: 1_714_000_000.123,
      updatedAt: 1_714_000_000.123,
    });
    expect(Number.isInteger(body.fee.minimum) && Number.isInteger(body.fee.amount)).toBe(true);
    expect(body.creator).not.toBe('');
  });

  it('keeps sandbox bookkeeping out of the product object', async () => {
    const { product } = await openMerchant();
    for (const internal of ['env', 'partnerId', 'notifyStatuses']) expect(product).not.toHaveProperty(internal);
  });

  it('stores the optional fields as sent', async () => {
    const h = await freshHarness();
    const partner = await newPartner(h);
    const body = fullBody(partner.id);
    await h.json('POST', `${BASE}/api/product/pay`, { key: partner.keys.sandbox, body });
    expect(await storedProduct(h, body.id)).toMatchObject({
      fullName: body.fullName,
      productMetadata: body.productMetadata,
      metadata: body.metadata,
      bankAccountDetails: body.bankAccountDetails,
    });
  });

  it('assigns a UUID when the client sends no id', async () => {
    const { product } = await openMerchant();
    expect(product.id).toMatch(UUID);
  });

  it('ignores unknown fields', async () => {
    const { h, key } = await openMerchant();
    const { status, body } = await h.json('POST', `${BASE}/api/product/pay`, {
      key,
      body: { productType: 'PAY', name: 'Shop', colour: 'blue', currency: 'EUR' },
    });
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('colour');
    expect(await storedProduct(h, body.id)).not.toHaveProperty('currency');
  });

  it('refuses a second product with a client id already in use', async () => {
    const { h, key, product } = await openMerchant();
    const again = await h.json('POST', `${BASE}/api/product/pay`, {
      key,
      body: { productType: 'PAY', name: 'Twin', id: product.id },
    });
    expect(again.status).toBe(400);
  });

  it('answers 403 when partnerId names another partner', async () => {
    const { h, key } = await openMerchant();
    const other = await newPartner(h);
    const { status, body } = await h.json('POST', `${BASE}/api/product/pay`, {
      key,
      body: { productType: 'PAY', name: 'Shop', partnerId: other.id },
    });
    expect(status).toBe(403);
    expect(body).toEqual({ status: 403, message: expect.any(String) });
  });

  it('accepts a valid IBAN written with spaces and stores it in electronic format', async () => {
    const spaced = VALID_IBAN.replace(/(.{4})/g, '$1 ').trim();
    const { h, product } = await openMerchant({ product: { bankAccountDetails: { iban: spaced } } });
    expect((await storedProduct(h, product.id)).bankAccountDetails).toEqual({ iban: VALID_IBAN });
  });

  it('answers 400 for an IBAN with a broken checksum and stores nothing', async () => {
    const { h, key } = await openMerchant();
    await expectNothingChanged(h, async () => {
      const { status, body } = await h.json('POST', `${BASE}/api/product/pay`, {
        key,
        body: { productType: 'PAY', name: 'Shop', bankAccountDetails: { iban: CORRUPTED_IBAN } },
      });
      expect(status).toBe(400);
      expect(body.status).toBe(400);
    });
  });

  it('answers the malformed-JSON 400 for an unknown productType and stores nothing', async () => {
    const { h, key } = await openMerchant();
    await expectNothingChanged(h, async () => {
      const { status, body } = await h.json('POST', `${BASE}/api/product/pay`, {
        key,
        body: { productType: 'SHOP', name: 'Shop' },
      });
      expect(status).toBe(400);
      expect(body).toEqual(MALFORMED_JSON);
    });
  });

  it('answers the malformed-JSON 400 for a body that is not JSON', async () => {
    const { h, key } = await openMerchant();
    const { status, body } = await h.json('POST', `${BASE}/api/product/pay`, { key, body: '{"name": "Shop",' });
    expect(status).toBe(400);
    expect(body).toEqual(MALFORMED_JSON);
  });
});

describe('PATCH /api/product/pay/{productId}', () => {
  it('changes only the fields sent', async () => {
    let now = 1_714_000_000_000;
    const h = await freshHarness(() => (now += 1_500));
    const { key, product } = await openMerchant({ product: { location: 'Kraków', timezone: 'Europe/Warsaw' } }, h);
    const { status, body } = await h.json('PATCH', productUrl(product.id), { key, body: { location: 'Gdańsk' } });
    expect(status).toBe(200);
    expect(body).toEqual({ ...product, location: 'Gdańsk', updatedAt: expect.any(Number) });
    expect(body.updatedAt).toBeGreaterThan(product.updatedAt);
  });

  it('ignores bankAccountDetails: the payout account is set only at creation', async () => {
    const { h, key, product } = await openMerchant({ product: { bankAccountDetails: { iban: VALID_IBAN } } });
    for (const iban of [OTHER_VALID_IBAN, CORRUPTED_IBAN]) {
      const patch = await h.json('PATCH', productUrl(product.id), {
        key,
        body: { name: 'Renamed', bankAccountDetails: { iban } },
      });
      expect(patch.status).toBe(200);
    }
    expect(await storedProduct(h, product.id)).toMatchObject({
      name: 'Renamed',
      bankAccountDetails: { iban: VALID_IBAN },
    });
  });

  it('answers 403 for another partner’s product and changes nothing', async () => {
    const { h, product } = await openMerchant();
    const stranger = await newPartner(h);
    await expectNothingChanged(h, async () => {
      const { status, body } = await h.json('PATCH', productUrl(product.id), {
        key: stranger.keys.sandbox,
        body: { name: 'Hijacked' },
      });
      expect(status).toBe(403);
      expect(body).toEqual({ status: 403, message: `Product ${product.id} does not belong to you` });
    });
  });

  it('answers 404 PayProductEntity not found for an unknown product', async () => {
    const { h, key } = await openMerchant();
    const { status, body } = await h.json('PATCH', productUrl(crypto.randomUUID()), { key, body: { name: 'X' } });
    expect(status).toBe(404);
    expect(body).toEqual({ status: 404, message: 'PayProductEntity not found' });
  });

  it('answers 500 for a malformed UUID in the path', async () => {
    const { h, key } = await openMerchant();
    const { status, body } = await h.json('PATCH', productUrl('not-a-uuid'), { key, body: { name: 'X' } });
    expect(status).toBe(500);
    expect(body).toEqual(SOMETHING_WENT_WRONG);
  });
});

describe('shortName', () => {
  it('is unique within an environment: a taken one answers 400 on create', async () => {
    const { h, key, product } = await openMerchant();
    const other = await newPartner(h);
    for (const caller of [key, other.keys.sandbox]) {
      const { status } = await h.json('POST', `${BASE}/api/product/pay`, {
        key: caller,
        body: { productType: 'PAY', name: 'Copy', shortName: product.shortName },
      });
      expect(status).toBe(400);
    }
  });

  it('answers 400 when a PATCH takes another product’s shortName, yet a product may keep its own', async () => {
    const { h, key, product } = await openMerchant();
    const second = (await openMerchant({}, h)).product;
    const own = await h.json('PATCH', productUrl(product.id), { key, body: { shortName: product.shortName } });
    expect(own.status).toBe(200);
    await expectNothingChanged(h, async () => {
      const taken = await h.json('PATCH', productUrl(product.id), { key, body: { shortName: second.shortName } });
      expect(taken.status).toBe(400);
    });
  });
});

describe('UUID letter case', () => {
  it('an upper-case product id in a path or a body names the same product', async () => {
    const m = await openMerchant();
    const upper = m.product.id.toUpperCase();
    const patched = await m.h.json('PATCH', productUrl(upper), { key: m.key, body: { name: 'Renamed' } });
    expect(patched.status).toBe(200);
    expect(patched.body.id).toBe(m.product.id);
    const webhook = await m.h.json('POST', `${BASE}/api/pay/plugin/webhook`, {
      key: m.key,
      body: { endpoint: 'https://hooks.gateway.test/x', expectedCode: 200, retries: 0, productIds: [upper] },
    });
    expect(webhook.body.productIds).toEqual([m.product.id]);
  });
});
