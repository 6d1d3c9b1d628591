import { describe, expect, onTestFinished, test } from 'vitest';
import { freshDatabaseName, STORES } from '../../test/support/harness';
import type { Store } from '../gateway/core/ports';
import type { Payment, Webhook } from '../gateway/core/stored-records';

const payment = (hash: string, productId: string, createdAt: number) =>
  ({ hash, productId, externalId: `order-${hash}`, createdAt }) as unknown as Payment;
const webhook = (id: string, productIds: string[]) => ({ id, env: 'sandbox', partnerId: 'p', productIds }) as unknown as Webhook;

describe.each(STORES)('%s store pages and counts', (_name, open) => {
  async function storeWith(payments: Payment[], webhooks: Webhook[] = []): Promise<Store> {
    const store = await open(freshDatabaseName());
    onTestFinished(() => store.close());
    await store.write(async (tx) => {
      for (const record of payments) await tx.put('payments', record);
      for (const record of webhooks) await tx.put('webhooks', record);
    });
    return store;
  }
  const hashes = (records: Payment[]) => records.map((record) => record.hash);

  test('pages by primary key follow each other without gaps or repeats, both ways', async () => {
    const store = await storeWith(['a', 'b', 'c', 'd', 'e'].map((hash, i) => payment(hash, 'p1', i)));

    const first = await store.read((tx) => tx.page('payments', { limit: 2 }));
    const second = await store.read((tx) => tx.page('payments', { limit: 2, after: first.at(-1) }));
    const last = await store.read((tx) => tx.page('payments', { limit: 2, after: second.at(-1) }));
    const backwards = await store.read((tx) => tx.page('payments', { limit: 3, reverse: true, after: last[0] }));

    expect([hashes(first), hashes(second), hashes(last)]).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(hashes(backwards)).toEqual(['d', 'c', 'b']);
  });

  test('pages by an index are in index order, newest first when reversed, across equal keys', async () => {
    const store = await storeWith([payment('z', 'p1', 10), payment('y', 'p1', 30), payment('x', 'p2', 20), payment('w', 'p2', 30)]);

    const newest = await store.read((tx) => tx.page('payments', { index: 'byCreated', reverse: true, limit: 2 }));
    const older = await store.read((tx) => tx.page('payments', { index: 'byCreated', reverse: true, limit: 5, after: newest.at(-1) }));

    expect(hashes(newest)).toEqual(['y', 'w']);
    expect(hashes(older)).toEqual(['x', 'z']);
  });

  test('pages under one key of an index hold only that key, in primary key order', async () => {
    const store = await storeWith([payment('d', 'p1', 0), payment('a', 'p2', 5), payment('b', 'p1', 0), payment('c', 'p2', 0)]);

    const first = await store.read((tx) => tx.page('payments', { index: 'byCreated', key: 0, limit: 2 }));
    const rest = await store.read((tx) => tx.page('payments', { index: 'byCreated', key: 0, limit: 2, after: first.at(-1) }));

    expect([hashes(first), hashes(rest)]).toEqual([['b', 'c'], ['d']]);
  });

  test('pages under the leading part of a compound key hold only it, in the order of the rest', async () => {
    const store = await storeWith([
      payment('a', 'p1', 30),
      payment('b', 'p2', 40),
      payment('c', 'p1', 10),
      payment('d', 'p1', 30),
      payment('e', 'p11', 50),
      payment('f', 'p1', 20),
    ]);
    const query = { index: 'byProductCreated', prefix: ['p1'], reverse: true } as const;

    const newest = await store.read((tx) => tx.page('payments', { ...query, limit: 2 }));
    const older = await store.read((tx) => tx.page('payments', { ...query, limit: 5, after: newest.at(-1) }));
    const oldestFirst = await store.read((tx) => tx.page('payments', { ...query, reverse: false, limit: 3, after: older[0] }));

    expect([hashes(newest), hashes(older), hashes(oldestFirst)]).toEqual([
      ['d', 'a'],
      ['f', 'c'],
      ['a', 'd'],
    ]);
  });

  test('a page under a prefix resumes from where a record of another prefix would stand in it', async () => {
    const store = await storeWith([payment('a', 'p1', 10), payment('b', 'p1', 20), payment('c', 'p1', 30), payment('d', 'p2', 25)]);
    const [elsewhere] = await store.read((tx) => tx.page('payments', { index: 'byProductCreated', prefix: ['p2'], limit: 1 }));

    const older = await store.read((tx) =>
      tx.page('payments', { index: 'byProductCreated', prefix: ['p1'], reverse: true, limit: 5, after: elsewhere }),
    );

    expect(hashes(older)).toEqual(['b', 'a']);
  });

  test.each([
    ['a single-field index', { index: 'byExternal', prefix: ['p1'] }],
    ['no index', { prefix: ['p1'] }],
    ['the whole key', { index: 'byProductCreated', prefix: ['p1', 10] }],
    ['an empty prefix', { index: 'byProductCreated', prefix: [] }],
    ['a key besides', { index: 'byProductCreated', key: ['p1', 10], prefix: ['p1'] }],
  ])('a prefix on %s is refused rather than read differently by each store', async (_case, query) => {
    const store = await storeWith([payment('a', 'p1', 10)]);

    await expect(store.read((tx) => tx.page('payments', { ...query, limit: 5 } as never))).rejects.toThrow(/cannot take the prefix/);
  });

  test('a page starts after a cursor record that has since been deleted', async () => {
    const store = await storeWith(['a', 'b', 'c'].map((hash) => payment(hash, 'p1', 0)));
    const [, removed] = await store.read((tx) => tx.page('payments', { limit: 2 }));
    await store.write((tx) => tx.delete('payments', 'b'));

    const next = await store.read((tx) => tx.page('payments', { limit: 2, after: removed }));

    expect(hashes(next)).toEqual(['c']);
  });

  test('a page of an index starts where a record never stored would sort (the records search reads prefixes so)', async () => {
    const store = await storeWith(['a1', 'b1', 'b2', 'c1'].map((hash, i) => ({ ...payment(hash, 'p1', i), externalId: `order-${hash}` })));

    const from = { hash: '', externalId: 'order-b' } as unknown as Payment;
    const byExternal = await store.read((tx) => tx.page('payments', { index: 'byExternal', after: from, limit: 10 }));
    const byKey = await store.read((tx) => tx.page('payments', { after: { hash: 'b' } as Payment, limit: 2 }));

    expect(hashes(byExternal)).toEqual(['b1', 'b2', 'c1']);
    expect(hashes(byKey)).toEqual(['b1', 'b2']);
  });

  test('a multi-entry index pages the records filed under one of its keys', async () => {
    const store = await storeWith([], [webhook('w1', ['p1', 'p2']), webhook('w2', ['p2']), webhook('w3', ['p1'])]);

    const first = await store.read((tx) => tx.page('webhooks', { index: 'byProduct', key: 'p2', limit: 1 }));
    const rest = await store.read((tx) => tx.page('webhooks', { index: 'byProduct', key: 'p2', limit: 5, after: first[0] }));

    expect([first, rest].map((page) => page.map((record) => record.id))).toEqual([['w1'], ['w2']]);
  });

  test('counts a whole collection, the records under one key of an index, or under the leading part of a compound key', async () => {
    const store = await storeWith([payment('a', 'p1', 0), payment('b', 'p1', 7), payment('c', 'p2', 0), payment('d', 'p11', 0)]);

    const counts = await store.read((tx) =>
      Promise.all([
        tx.count('payments'),
        tx.count('payments', { index: 'byCreated', key: 0 }),
        tx.count('payments', { index: 'byCreated', key: 1 }),
        tx.count('payments', { index: 'byProductCreated', prefix: ['p1'] }),
        tx.count('payments', { index: 'byProductCreated', prefix: ['nope'] }),
        tx.count('payments', { index: 'byProductCreated', key: ['p1', 7] }),
      ]),
    );

    expect(counts).toEqual([4, 3, 0, 2, 0, 1]);
  });

  test('a count refuses a prefix an index cannot take, as a page does', async () => {
    const store = await storeWith([]);

    await expect(store.read((tx) => tx.count('payments', { index: 'byCreated', prefix: [0] }))).rejects.toThrow(/cannot take the prefix/);
  });
});
