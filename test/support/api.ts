/**
 * Set-up and look-ups shared by the HTTP API tests: a merchant with a product, the paths of the
 * interface, and the sandbox helpers that show what is stored.
 */
import { expect, onTestFinished } from 'vitest';
import { BASE, CHECKOUT, freshDatabaseName, newPartner, newProduct, openHarness, STATUS, type Harness, type PartnerKeys } from './harness';

/** Passes the mod-97 check (a real bank's format); one changed digit breaks the checksum. */
export const VALID_IBAN = 'PL61109010140000071219812874';
export const CORRUPTED_IBAN = 'PL61109010140000071219812875';

export const MALFORMED_JSON = { status: 400, message: 'Malformed JSON request. Please check your request body.' };
export const SOMETHING_WENT_WRONG = { status: 500, message: 'Something went wrong' };

export const productUrl = (productId: string, base = BASE) => `${base}/api/product/pay/${productId}`;
export const subproductUrl = (productId: string, base = BASE) => `${base}/api/pay/product/${productId}/subproduct`;
export const pricingUrl = (productId: string, base = BASE) => `${subproductUrl(productId, base)}/pricing`;
export const statusUrl = (productRef: string, hash: string, base = STATUS) =>
  `${base}/api/payment/product/${encodeURIComponent(productRef)}/subproduct/${hash}/status`;

/** A sandbox on its own database, closed (timers stopped) when the current test ends. */
export async function freshHarness(realNow?: () => number): Promise<Harness> {
  const h = await openHarness(freshDatabaseName(), { realNow });
  onTestFinished(() => h.close());
  return h;
}

/** `{checkout_url}/<productId>?externalId=<10-character payment hash>`, nothing more. */
export function redirectUrlPattern(productId: string): RegExp {
  const escaped = `${CHECKOUT}/${productId}?externalId=`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`^${escaped}[A-Za-z0-9]{10}$`);
}

export interface Merchant {
  h: Harness;
  partner: PartnerKeys;
  /** The partner's sandbox key. */
  key: string;
  product: any;
}

/** A fresh sandbox with one partner and one product of theirs. */
export async function openMerchant(
  { partner: partnerBody = {}, product: productBody = {} }: { partner?: object; product?: object } = {},
  harness?: Harness,
): Promise<Merchant> {
  const h = harness ?? (await freshHarness());
  const partner = await newPartner(h, partnerBody);
  const product = await newProduct(h, partner.keys.sandbox, productBody);
  return { h, partner, key: partner.keys.sandbox, product };
}

/** POSTs a payment and answers the response; `redirectUrl` is checked by the tests themselves. */
export function createPayment({ h, key, product }: Merchant, body: unknown, productId: string = product.id) {
  return h.json('POST', pricingUrl(productId), { key, body });
}

/** The whole stored payment, through `GET /_sandbox/payments/{hash}`. */
export async function storedPayment(h: Harness, hash: string) {
  const { status, body } = await h.json('GET', `${BASE}/_sandbox/payments/${hash}`);
  expect(status).toBe(200);
  return body;
}

export async function exported(h: Harness) {
  return (await h.json('GET', `${BASE}/_sandbox/export`)).body;
}

/** Runs `act` and checks that the exported data is the same afterwards. */
export async function expectNothingChanged(h: Harness, act: () => Promise<unknown>) {
  const before = await exported(h);
  await act();
  expect(await exported(h)).toEqual(before);
}

/** Reads a plain-text response: status, content type and body. */
export async function textOf(response: Response) {
  return { status: response.status, type: response.headers.get('Content-Type'), text: await response.text() };
}
