/**
 * `GET /_sandbox/checkout/<paymentHash>`: the hosted checkout's keyless read of the payment, the
 * product's display fields and its customizations, and the pure read behind it.
 */
import { describe, expect, test } from 'vitest';
import { readCheckoutView } from '../../src/gateway/payments/checkout-view';
import { freshHarness, VALID_IBAN } from '../support/api';
import { BASE, hashOf, newPartner, newProduct, type Harness } from '../support/harness';

const checkoutUrl = (hash: string) => `${BASE}/_sandbox/checkout/${hash}`;

/** A partner with a product carrying every display field, and one payment of it. */
async function merchantWithPayment(harness: Harness, product: object = {}) {
  const { keys } = await newPartner(harness);
  const key = keys.sandbox;
  const created = await newProduct(harness, key, {
    name: 'Mug shop',
    shortName: `mugs-${Math.random().toString(36).slice(2, 8)}`,
    productMetadata: { locale: 'pl-PL' },
    metadata: { logoUrl: 'https://cdn.shop.test/logo.png', merchantDomain: 'shop.test' },
    bankAccountDetails: { iban: VALID_IBAN, holderName: 'Mug shop Ltd' },
    ...product,
  });
  const payment = await harness.json('POST', `${BASE}/api/pay/product/${created.id}/subproduct/pricing`, {
    key,
    body: { price: 1299, externalId: 'order-1', details: { returnUrl: 'https://shop.test/back', locale: 'en-GB' } },
  });
  const customization = (body: object) => harness.json('POST', `${BASE}/api/pay/product/${created.id}/customization`, { key, body });
  return { key, product: created, hash: hashOf(payment.body.redirectUrl), customization };
}

describe('GET /_sandbox/checkout/<paymentHash>', () => {
  test('answers the stored payment, the product display fields and its customizations, with no API key', async () => {
    const harness = await freshHarness();
    const { product, hash, customization } = await merchantWithPayment(harness);
    const polish = (await customization({ title: 'Zapłać', buttonText: 'Płacę', locale: 'pl-PL' })).body;
    const english = (await customization({ title: 'Pay', locale: 'en-GB' })).body;

    const reply = await harness.json('GET', checkoutUrl(hash));

    expect(reply.status).toBe(200);
    expect(reply.body.payment).toEqual((await harness.json('GET', `${BASE}/_sandbox/payments/${hash}`)).body);
    expect(reply.body.product).toEqual({
      id: product.id,
      name: 'Mug shop',
      shortName: product.shortName,
      locale: 'pl-PL',
      logoUrl: 'https://cdn.shop.test/logo.png',
      merchantDomain: 'shop.test',
    });
    expect([...reply.body.customizations].sort((a: any, b: any) => a.id.localeCompare(b.id))).toEqual(
      [polish, english].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  test('shows no partner, fee or bank account of the product', async () => {
    const harness = await freshHarness();
    const { hash } = await merchantWithPayment(harness);

    const { body } = await harness.json('GET', checkoutUrl(hash));

    expect(Object.keys(body.product).sort()).toEqual(['id', 'locale', 'logoUrl', 'merchantDomain', 'name', 'shortName']);
    expect(JSON.stringify(body.product)).not.toContain(VALID_IBAN);
  });

  test('a product without locale, logo or domain answers only its id and names, and no customizations', async () => {
    const harness = await freshHarness();
    const { product, hash } = await merchantWithPayment(harness, { productMetadata: undefined, metadata: undefined });

    const { body } = await harness.json('GET', checkoutUrl(hash));

    expect(body.product).toEqual({ id: product.id, name: 'Mug shop', shortName: product.shortName });
    expect(body.customizations).toEqual([]);
  });

  test("another product's customizations are not included", async () => {
    const harness = await freshHarness();
    const mine = await merchantWithPayment(harness);
    const other = await merchantWithPayment(harness);
    await other.customization({ title: 'Not mine', locale: 'pl-PL' });
    await mine.customization({ title: 'Mine', locale: 'pl-PL' });

    const { body } = await harness.json('GET', checkoutUrl(mine.hash));

    expect(body.customizations.map((c: { title: string }) => c.title)).toEqual(['Mine']);
  });

  test('a customization changed through the API shows in the next read', async () => {
    const harness = await freshHarness();
    const { product, key, hash, customization } = await merchantWithPayment(harness);
    const created = (await customization({ title: 'Before', locale: 'pl-PL' })).body;
    await harness.json('PATCH', `${BASE}/api/pay/product/${product.id}/customization/${created.id}`, {
      key,
      body: { title: 'After' },
    });

    const { body } = await harness.json('GET', checkoutUrl(hash));

    expect(body.customizations[0]).toMatchObject({ id: created.id, title: 'After', locale: 'pl-PL' });
  });

  test('an unknown payment hash answers 404 PaySubProductEntity not found', async () => {
    const harness = await freshHarness();

    const reply = await harness.json('GET', checkoutUrl('NOSUCHHASH'));

    expect(reply).toEqual({ status: 404, body: { status: 404, message: 'PaySubProductEntity not found' } });
  });

  test('the status host does not answer it', async () => {
    const harness = await freshHarness();
    const { hash } = await merchantWithPayment(harness);

    const response = await harness.call('GET', `https://status.sandbox.gateway.test/_sandbox/checkout/${hash}`);

    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/^No route found for: GET/);
  });
});

describe('readCheckoutView', () => {
  test('reads payment, product and customizations in one transaction of the given store', async () => {
    const harness = await freshHarness();
    const { hash, product, customization } = await merchantWithPayment(harness);
    await customization({ title: 'Zapłać', locale: 'pl-PL' });

    const view = await harness.store.read((tx) => readCheckoutView(tx, hash));

    expect(view.payment).toMatchObject({ hash, productId: product.id, price: 1299, details: { locale: 'en-GB' } });
    expect(view.product.locale).toBe('pl-PL');
    expect(view.customizations).toMatchObject([{ title: 'Zapłać', locale: 'pl-PL' }]);
  });

  test('throws the 404 gateway error for an unknown hash', async () => {
    const harness = await freshHarness();

    await expect(harness.store.read((tx) => readCheckoutView(tx, 'NOSUCHHASH'))).rejects.toMatchObject({
      status: 404,
      message: 'PaySubProductEntity not found',
    });
  });
});
