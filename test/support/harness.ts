/**
 * A sandbox on a fresh fake-indexeddb database, driven through its fetch handler exactly as msw
 * and the Node server drive it, plus the few set-up steps most tests share.
 */
import { createSandbox, type Sandbox, type SandboxOptions } from '../../src/app/create-sandbox';
import { BROWSER_HOSTS } from '../../src/http/hosts';
import { openIdbStore } from '../../src/storage/idb-store';

export const BASE = 'https://api.sandbox.gateway.test';
export const STATUS = 'https://status.sandbox.gateway.test';
export const PROD_BASE = 'https://api.gateway.test';
export const PROD_STATUS = 'https://status.gateway.test';
export const CHECKOUT = 'https://playground.test/app/#/checkout';

let databases = 0;

/** A unique database name, so that tests never see each other's data. */
export function freshDatabaseName(): string {
  return `test-${process.pid}-${++databases}-${Math.random().toString(36).slice(2)}`;
}

export interface CallOptions {
  key?: string;
  /** A value is sent as JSON; a string is sent as it is (for malformed bodies). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Aborting it stands for the client going away. */
  signal?: AbortSignal;
}

export interface Harness extends Sandbox {
  call(method: string, url: string, options?: CallOptions): Promise<Response>;
  /** `call` and the parsed JSON body, for the common case. */
  json<T = any>(method: string, url: string, options?: CallOptions): Promise<{ status: number; body: T }>;
}

/** What a test may choose of the sandbox: its real time, webhook transport, scheduling. */
export type HarnessOptions = Partial<Omit<SandboxOptions, 'store' | 'hosts' | 'checkoutUrl'>>;

export async function openHarness(databaseName = freshDatabaseName(), options: HarnessOptions = {}): Promise<Harness> {
  const store = await openIdbStore(databaseName);
  const sandbox = await createSandbox({ store, hosts: BROWSER_HOSTS, checkoutUrl: () => CHECKOUT, ...options });
  const call = (method: string, url: string, { key, body, headers = {}, signal }: CallOptions = {}) => {
    const init: RequestInit = { method, headers: { ...headers }, signal };
    if (key !== undefined) (init.headers as Record<string, string>)['X-API-KEY'] = key;
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }
    return sandbox.handler(new Request(url, init));
  };
  const json = async (method: string, url: string, options?: CallOptions) => {
    const response = await call(method, url, options);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  return { ...sandbox, call, json };
}

export interface PartnerKeys {
  id: string;
  name: string;
  keys: { sandbox: string; production: string };
}

export async function newPartner(harness: Harness, body: object = {}): Promise<PartnerKeys> {
  const { status, body: partner } = await harness.json('POST', `${BASE}/_sandbox/partners`, { body });
  if (status !== 200) throw new Error(`partner creation answered ${status}`);
  return partner;
}

export async function newProduct(harness: Harness, key: string, body: object = {}, base = BASE) {
  const { status, body: product } = await harness.json('POST', `${base}/api/product/pay`, {
    key,
    body: { productType: 'PAY', name: 'Shop', shortName: `shop-${Math.random().toString(36).slice(2, 10)}`, ...body },
  });
  if (status !== 200) throw new Error(`product creation answered ${status}: ${JSON.stringify(product)}`);
  return product;
}

/** The hash at the end of a `redirectUrl`. */
export function hashOf(redirectUrl: string): string {
  return new URL(redirectUrl.replace('#', '')).searchParams.get('externalId')!;
}
