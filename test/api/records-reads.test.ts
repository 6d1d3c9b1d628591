/**
 * The records helpers must stay fast with 100,000 payments stored: these tests watch every store
 * call a list, a search and a detail make, and hold them to indexed, paged reads.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../src/app/create-sandbox';
import type { Store, Tx } from '../../src/gateway/core/ports';
import { BROWSER_HOSTS } from '../../src/http/hosts';
import { BASE, CHECKOUT, freshDatabaseName, TEST_STORE } from '../support/harness';

const PAYMENTS = 2000;
/** The one product, made over HTTP before the payments are imported. */
let PRODUCT: string;

/**
 * A store that logs each read transaction's calls as `method collection [index] [limit=n]`,
 * leaving out the delivery scheduler's own reads of the deliveries.
 */
function watched(store: Store, calls: string[]): Store {
  const wrap = (tx: Tx): Tx =>
    new Proxy(tx, {
      get:
        (target, method: keyof Tx) =>
        (...args: unknown[]) => {
          const [collection, second] = args as [string, unknown];
          const query = typeof second === 'object' ? (second as { index?: string; limit?: number }) : undefined;
          const index = method === 'get' ? undefined : typeof second === 'string' ? second : query?.index;
          const limit = query?.limit === undefined ? undefined : `limit=${query.limit}`;
          if (collection !== 'deliveries') calls.push([method, collection, index, limit].filter(Boolean).join(' '));
          return (target[method] as (...all: unknown[]) => unknown)(...args);
        },
    });
  return {
    read: (work) => store.read((tx) => work(wrap(tx))),
    write: (work) => store.write(work),
    onChange: (listener) => store.onChange(listener),
    close: () => store.close(),
  };
}

/** The hash of the `n`th newest payment (0 the newest): hashes run against creation order. */
const newest = (n: number) => `H${String(n).padStart(9, '0')}`;

/**
 * `snapshot` with `count` payments of `productId` added, one a millisecond apart: written as an
 * import so the test does not wait for 2,000 creates.
 */

function withPayments(snapshot: { collections: { payments: unknown[] } }, productId: string, count: number) {
  const payments = Array.from({ length: count }, (_, i) => ({
    hash: newest(count - 1 - i),
    kind: 'payment',
    productId,
    externalId: `order-${i}`,
    price: 1000 + i,
    details: {},
    pricingItemId: `01900000-0000-7000-8000-${String(i).padStart(12, '0')}`,
    status: 'INITIALIZED',
    statusHistory: [{ status: 'INITIALIZED', at: 1_700_000_000_000 + i }],
    createdAt: 1_700_000_000_000 + i,
    updatedAt: 1_700_000_000_000 + i,
  }));
  return { ...snapshot, collections: { ...snapshot.collections, payments } };
}

describe('record lists over a large store', () => {
  const calls: string[] = [];
  let call: (path: string) => Promise<{ status: number; body: any }>;

  beforeAll(async () => {
    const sandbox = await createSandbox({
      store: watched(await TEST_STORE[1](freshDatabaseName()), calls),
      hosts: BROWSER_HOSTS,
      checkoutUrl: () => CHECKOUT,
    });
    const send = async (method: string, path: string, body?: unknown, key?: string) => {
      const headers: Record<string, string> = key ? { 'X-API-KEY': key } : {};
      const response = await sandbox.handler(
        new Request(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
      );
      return { status: response.status, body: await response.json().catch(() => null) };
    };
    call = (path) => send('GET', path);
    const partner = (await send('POST', '/_sandbox/partners', { name: 'Big shop' })).body;
    PRODUCT = (await send('POST', '/api/product/pay', { productType: 'PAY', name: 'Big', shortName: 'big' }, partner.keys.sandbox)).body.id;
    const snapshot = (await call('/_sandbox/export')).body;
    const imported = await send('POST', '/_sandbox/import', withPayments(snapshot, PRODUCT, PAYMENTS));
    expect(imported).toMatchObject({ status: 200 });
    return () => sandbox.close();
  });

  /** The store calls `act` makes. */
  async function callsOf(act: () => Promise<unknown>): Promise<string[]> {
    calls.length = 0;
    await act();
    return [...calls];
  }

  it('a page of payments reads one page by creation time and counts the store without reading it', async () => {
    let page: any;
    const made = await callsOf(async () => (page = (await call('/_sandbox/records/payments?limit=50')).body));

    expect(page.items).toHaveLength(50);
    expect(page.items.slice(0, 2).map((payment: any) => payment.hash)).toEqual([newest(0), newest(1)]);
    expect(page.total).toBe(PAYMENTS);
    expect(made).toEqual(['page payments byCreated limit=51', 'count payments']);
  });

  it('a later page starts after the cursor instead of reading what came before', async () => {
    const first = (await call('/_sandbox/records/payments?limit=100')).body;
    let second: any;
    const made = await callsOf(async () => (second = (await call(`/_sandbox/records/payments?limit=100&after=${first.nextCursor}`)).body));

    expect(second.items[0].hash).toBe(newest(100));
    expect(made).toContain('page payments byCreated limit=101');
    expect(made.filter((line) => line.startsWith('all'))).toEqual([]);
  });

  it('a product’s payments, newest first, and a search by externalId use their indexes', async () => {
    let page: any;
    const byProduct = await callsOf(async () => (page = (await call(`/_sandbox/records/payments?productId=${PRODUCT}&limit=10`)).body));
    const search = await callsOf(() => call('/_sandbox/records/payments?q=order-1234'));

    expect(page.items.slice(0, 2).map((payment: any) => payment.hash)).toEqual([newest(0), newest(1)]);
    expect(page.total).toBe(PAYMENTS);
    expect(byProduct).toEqual(['get products', 'page payments byProductCreated limit=11', 'count payments byProductCreated']);
    expect(search).toEqual(['get payments', 'page payments limit=26', 'page payments byExternal limit=26']);
  });

  it('a search finds records by the start of an externalId or hash, each read as one page of its index from there', async () => {
    let byExternal: any;
    const made = await callsOf(async () => (byExternal = (await call('/_sandbox/records/payments?q=order-123&limit=5')).body));
    expect(byExternal.items.map((payment: any) => payment.externalId)).toEqual([
      'order-123',
      'order-1230',
      'order-1231',
      'order-1232',
      'order-1233',
    ]);
    expect(made).toEqual(['get payments', 'page payments limit=6', 'page payments byExternal limit=6']);

    const byHash = (await call(`/_sandbox/records/payments?q=${newest(1999).slice(0, 8)}&limit=100`)).body;
    expect(byHash.items.map((payment: any) => payment.hash)).toEqual(Array.from({ length: 100 }, (_, i) => newest(1900 + i)));
    const exactFirst = (await call(`/_sandbox/records/payments?q=${newest(19)}`)).body;
    expect(exactFirst.items.map((payment: any) => payment.hash)).toEqual([newest(19)]);
    expect((await call('/_sandbox/records/payments?q=order-x')).body).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('a product’s detail counts its records without reading them', async () => {
    const { body } = await call(`/_sandbox/records/products/${PRODUCT}`);
    const made = await callsOf(() => call(`/_sandbox/records/products/${PRODUCT}`));

    expect(body.counts.payments).toBe(PAYMENTS);
    expect(made.filter((line) => line.startsWith('all') || line.startsWith('find'))).toEqual([]);
  });
});
