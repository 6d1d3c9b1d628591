/**
 * The set-up the resource API tests share: a sandbox with two partners, each owning one product,
 * so that every test can reach its own resources and try another partner's. Tests take it as the
 * `scene` fixture of the `test` exported here.
 */
import { expect, test as base } from 'vitest';
import { freshHarness } from './api';
import { BASE, hashOf, newPartner, newProduct, type Harness, type PartnerKeys } from './harness';

export interface Reply<T = any> {
  status: number;
  body: T;
}

/** A partner as its back end sees the gateway: its sandbox key, its product and a caller. */
export interface Account {
  partner: PartnerKeys;
  key: string;
  productId: string;
  /** Calls `{base_url}` + `path` with this account's key; `body` is sent as JSON. */
  api<T = any>(method: string, path: string, body?: unknown): Promise<Reply<T>>;
}

export interface Scene {
  harness: Harness;
  owner: Account;
  stranger: Account;
  /** Calls a keyless sandbox helper, `path` starting with `/_sandbox/`. */
  helper<T = any>(method: string, path: string, body?: unknown): Promise<Reply<T>>;
}

/** A well-formed UUID that names nothing. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A scene on a fresh sandbox, closed when the current test ends. */
async function openScene(): Promise<Scene> {
  const harness = await freshHarness();
  return {
    harness,
    owner: await newAccount(harness),
    stranger: await newAccount(harness),
    helper: (method, path, body) => harness.json(method, `${BASE}${path}`, { body }),
  };
}

async function newAccount(harness: Harness): Promise<Account> {
  const partner = await newPartner(harness);
  const key = partner.keys.sandbox;
  const product = await newProduct(harness, key);
  return {
    partner,
    key,
    productId: product.id,
    api: (method, path, body) => harness.json(method, `${BASE}${path}`, { key, body }),
  };
}

/** Vitest's `test` with a fresh `scene` for every test. */
export const test = base.extend('scene', () => openScene());

/** The interface's error body: `{status, message}`, `status` repeating the HTTP status. */
export function expectError(reply: Reply, status: number, message: string | RegExp = /.+/): void {
  expect(reply).toEqual({
    status,
    body: { status, message: typeof message === 'string' ? message : expect.stringMatching(message) },
  });
}

/**
 * Lists come back in no order the interface fixes (records made in the same millisecond, as under
 * simulated time, tie on `createdAt`), so tests compare them sorted by id.
 */
export function sortedById<T extends { id: string }>(records: T[]): T[] {
  return [...records].sort((a, b) => a.id.localeCompare(b.id));
}

/** Another product of the account's partner, named `Second`, as the create answers it. */
export async function secondProduct(account: Account) {
  const reply = await account.api('POST', '/api/product/pay', { productType: 'PAY', name: 'Second' });
  if (reply.status !== 200) throw new Error(`product creation answered ${reply.status}`);
  return reply.body;
}

/** Creates a payment in the account's product and answers its 10-character hash. */
export async function newPayment(account: Account, body: object = {}): Promise<string> {
  const reply = await account.api('POST', `/api/pay/product/${account.productId}/subproduct/pricing`, {
    price: 1000,
    externalId: `order-${Math.random().toString(36).slice(2)}`,
    details: { returnUrl: 'https://shop.test/back' },
    ...body,
  });
  if (reply.status !== 200) throw new Error(`payment creation answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return hashOf(reply.body.redirectUrl);
}

/** A complete webhook registration body, with the given fields replaced. */
export function webhookBody(fields: object = {}) {
  return {
    name: 'orders',
    endpoint: 'https://hooks.gateway.test/orders',
    method: 'POST',
    expectedCode: 200,
    retries: 3,
    type: 'PAYMENT',
    headers: { 'X-Shop': ['one'] },
    ...fields,
  };
}
