/**
 * The merchant's hot paths (authenticating a key, creating a payment, reading its status,
 * changing its price) must cost the same with 100,000 payments stored as with none: these tests
 * watch every store call they make and hold them to single-record gets and indexed finds.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store, Tx } from '../../src/gateway/core/ports';
import { BASE, harnessOn, hashOf, newPartner, newProduct, STATUS, TEST_STORE, freshDatabaseName, type Harness } from '../support/harness';

/**
 * A store that logs each call of every transaction, read or write, as
 * `method collection [index]`, leaving out the delivery scheduler's own reads of the deliveries,
 * and each transaction's kind in `transactions`.
 */
function watched(store: Store, calls: string[], transactions: string[]): Store {
  const wrap = (tx: Tx): Tx =>
    new Proxy(tx, {
      get:
        (target, method: keyof Tx) =>
        (...args: unknown[]) => {
          const [collection, second] = args as [string, unknown];
          const index =
            method === 'get' || method === 'put' ? undefined : typeof second === 'string' ? second : (second as { index?: string })?.index;
          if (collection !== 'deliveries') calls.push([method, collection, index].filter(Boolean).join(' '));
          return (target[method] as (...all: unknown[]) => unknown)(...args);
        },
    });
  return {
    read: (work) => (transactions.push('read'), store.read((tx) => work(wrap(tx)))),
    write: (work) => (transactions.push('write'), store.write((tx) => work(wrap(tx)))),
    onChange: (listener) => store.onChange(listener),
    close: () => store.close(),
  };
}

describe('store calls on the request paths', () => {
  const calls: string[] = [];
  const transactions: string[] = [];
  let harness: Harness;
  let key: string;
  let product: { id: string; shortName: string };
  let hash: string;
  const create = (externalId: string) =>
    harness.json('POST', `${BASE}/api/pay/product/${product.id}/subproduct/pricing`, { key, body: { price: 1299, externalId } });

  beforeAll(async () => {
    harness = await harnessOn(watched(await TEST_STORE[1](freshDatabaseName()), calls, transactions));
    key = (await newPartner(harness)).keys.sandbox;
    product = await newProduct(harness, key, { shortName: 'hot-path' });
    hash = hashOf((await create('first')).body.redirectUrl);
  });

  beforeEach(() => {
    calls.length = 0;
    transactions.length = 0;
  });

  it('authenticates a key and creates a payment with gets and one indexed find, reading no collection whole', async () => {
    const { status } = await create('second');

    expect(status).toBe(200);
    expect(calls).toEqual([
      // Every request first reads the workspace's API faults (one setting, by its key) and, in the
      // same read, its key.
      'get settings',
      'get apiKeys',
      // Asked for side by side, in this order: the product, the externalId, a fresh hash, the partner.
      'get products',
      'find payments byExternalId',
      'get payments',
      'get partners',
      'put payments',
    ]);
  });

  it('admits a create in one read (the fault rules and the caller) and makes it in one write', async () => {
    await create('third');

    expect(transactions).toEqual(['read', 'write']);
  });

  it('answers a reused externalId from the same indexed find, writing nothing', async () => {
    const { body } = await create('first');

    expect(hashOf(body.redirectUrl)).toBe(hash);
    // The fresh hash is read beside the find (one round trip on PostgreSQL), and left unused.
    expect(calls).toEqual(['get settings', 'get apiKeys', 'get products', 'find payments byExternalId', 'get payments', 'get partners']);
  });

  it('reads the status by product id with two gets, and by shortName through its index', async () => {
    const byId = await harness.json('GET', `${STATUS}/api/payment/product/${product.id}/subproduct/${hash}/status`);
    const idCalls = calls.splice(0);
    const byShortName = await harness.json('GET', `${STATUS}/api/payment/product/${product.shortName}/subproduct/${hash}/status`);

    expect([byId.body, byShortName.body]).toEqual([{ status: 'INITIALIZED' }, { status: 'INITIALIZED' }]);
    expect(idCalls).toEqual(['get settings', 'get products', 'get payments']);
    expect(calls).toEqual(['get settings', 'find products byShortName', 'get payments']);
  });

  it('changes a price by externalId through the index, and rejects an unknown key after one get', async () => {
    const updated = await harness.json('PATCH', `${BASE}/api/pay/product/${product.id}/subproduct/first`, { key, body: { price: 1500 } });
    const updateCalls = calls.splice(0);
    const rejected = await harness.json('POST', `${BASE}/api/pay/product/${product.id}/subproduct/pricing`, {
      key: 'sk_test_unknown',
      body: { price: 1, externalId: 'x' },
    });

    expect([updated.status, updated.body.price]).toEqual([200, 1500]);
    expect(updateCalls).toEqual(['get settings', 'get apiKeys', 'get products', 'find payments byExternalId', 'put payments']);
    expect(rejected.status).toBe(401);
    expect(calls).toEqual(['get settings', 'get apiKeys']);
  });
});
