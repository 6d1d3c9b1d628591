/**
 * The set-up of the delivery tests: a merchant whose product has one webhook assigned, a payment
 * to move, and the clock in simulated time (pinned at T0) unless a test says otherwise.
 */
import { onTestFinished } from 'vitest';
import type { Store } from '../../src/gateway/core/ports';
import {
  BASE,
  freshDatabaseName,
  harnessOn,
  hashOf,
  newPartner,
  newProduct,
  openHarness,
  type Harness,
  type HarnessOptions,
} from './harness';

export const T0 = Date.UTC(2026, 0, 15, 12, 0, 0);
/**
 * A real time to pin (`realNow`) where a test checks a signature's `t`, which is real time, not
 * the scene's simulated T0.
 */
export const REAL_NOW = Date.UTC(2026, 11, 2, 9, 30, 0);

export interface WebhookScene {
  h: Harness;
  key: string;
  product: any;
  webhook: any;
  /** Calls a keyless helper under `/_sandbox/`. */
  helper<T = any>(method: string, path: string, body?: unknown): Promise<T>;
  /** Creates a payment and answers its hash. */
  pay(body?: object): Promise<string>;
  move(hash: string, status: string, paymentMethod?: string): Promise<void>;
  advance(ms: number): Promise<void>;
  deliveries(query?: string): Promise<any[]>;
}

export interface SceneOptions extends HarnessOptions {
  /** The webhook body; `endpoint` defaults to the receiver `https://hooks.gateway.test/shop`. */
  webhook?: object;
  clock?: 'real' | 'simulated';
  databaseName?: string;
  /** The store to open the scene on; default: the test store of `databaseName`. */
  store?: Store;
}

export async function openWebhookScene({
  webhook: webhookBody = {},
  clock = 'simulated',
  databaseName = freshDatabaseName(),
  store,
  ...harnessOptions
}: SceneOptions = {}): Promise<WebhookScene> {
  const h = store ? await harnessOn(store, harnessOptions) : await openHarness(databaseName, harnessOptions);
  onTestFinished(() => h.close());
  const helper = async (method: string, path: string, body?: unknown) => {
    const reply = await h.json(method, `${BASE}/_sandbox${path}`, { body });
    if (reply.status !== 200) throw new Error(`${method} ${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    return reply.body;
  };
  const api = async (method: string, path: string, body?: unknown) => {
    const reply = await h.json(method, `${BASE}${path}`, { key, body });
    if (reply.status !== 200) throw new Error(`${method} ${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    return reply.body;
  };
  if (clock === 'simulated') await helper('POST', '/clock', { mode: 'simulated', now: T0 });
  const key = (await newPartner(h)).keys.sandbox;
  const product = await newProduct(h, key, { fullName: 'Shop Ltd', location: 'Warsaw' });
  const webhook = await api('POST', '/api/pay/plugin/webhook', {
    name: 'orders',
    endpoint: 'https://hooks.gateway.test/shop',
    method: 'POST',
    expectedCode: 200,
    retries: 3,
    headers: { 'X-Shop': ['a', 'b'] },
    ...webhookBody,
  });
  await api('POST', `/api/pay/plugin/webhook/${webhook.id}/products/${product.id}`);
  let orders = 0;
  return {
    h,
    key,
    product,
    webhook,
    helper,
    async pay(body = {}) {
      const created = await api('POST', `/api/pay/product/${product.id}/subproduct/pricing`, {
        price: 1299,
        externalId: `order-${++orders}`,
        details: { returnUrl: 'https://shop.test/back', email: 'buyer@shop.test' },
        ...body,
      });
      return hashOf(created.redirectUrl);
    },
    async move(hash, status, paymentMethod) {
      await helper('POST', `/payments/${hash}/status`, { status, paymentMethod });
    },
    async advance(ms) {
      await helper('POST', '/clock/advance', { ms });
    },
    deliveries: (query = '') => helper('GET', `/deliveries${query}`),
  };
}
