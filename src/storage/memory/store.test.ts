/** What only the memory store needs: copies in and out, private databases, and keys in IndexedDB's order. (The port's promises: store-contract.test.ts.) */
import { describe, expect, test } from 'vitest';
import type { Payment } from '../../gateway/core/stored-records';
import { compareKeys } from './sorted-index';
import { MemoryDatabase, openMemoryStore } from './store';

const payment = (hash: string, productId: string, createdAt: number) =>
  ({ hash, productId, externalId: `order-${hash}`, createdAt }) as unknown as Payment;

describe('memory store', () => {
  test('a record changed after it was put or read changes nothing stored', async () => {
    const store = await openMemoryStore();
    const written = { name: 'shape', value: { sides: 3 } };
    await store.write((tx) => tx.put('settings', written));
    written.value.sides = 4;
    const read = await store.read((tx) => tx.get('settings', 'shape'));
    (read!.value as { sides: number }).sides = 5;

    expect(await store.read((tx) => tx.get('settings', 'shape'))).toEqual({ name: 'shape', value: { sides: 3 } });
  });

  test('a failed write puts back a record it changed in place and a collection it cleared', async () => {
    const store = await openMemoryStore();
    await store.write(async (tx) => {
      await tx.put('payments', payment('a', 'p1', 1));
      await tx.put('payments', payment('b', 'p1', 2));
    });

    const failing = store.write(async (tx) => {
      await tx.put('payments', { ...payment('a', 'p2', 9) });
      await tx.clear('payments');
      await tx.put('payments', payment('c', 'p1', 3));
      throw new Error('work failed');
    });

    await expect(failing).rejects.toThrow('work failed');
    const byProduct = await store.read((tx) => tx.page('payments', { index: 'byProductCreated', prefix: ['p1'], limit: 10 }));
    expect(byProduct.map((record) => record.hash)).toEqual(['a', 'b']);
    expect(await store.read((tx) => tx.count('payments', { index: 'byProductCreated', prefix: ['p2'] }))).toBe(0);
  });

  test('stores opened without a database each have a private one; stores on one database share it', async () => {
    const [one, other] = [await openMemoryStore(), await openMemoryStore()];
    const shared = new MemoryDatabase();
    const [first, second] = [await openMemoryStore(shared), await openMemoryStore(shared)];

    await one.write((tx) => tx.put('settings', { name: 'here', value: 1 }));
    await first.write((tx) => tx.put('settings', { name: 'shared', value: 1 }));

    expect(await other.read((tx) => tx.all('settings'))).toEqual([]);
    expect(await second.read((tx) => tx.all('settings'))).toEqual([{ name: 'shared', value: 1 }]);
  });

  test('a closed store stops hearing of the writes other stores on its database make', async () => {
    const shared = new MemoryDatabase();
    const [closing, writer] = [await openMemoryStore(shared), await openMemoryStore(shared)];
    const heard: string[][] = [];
    closing.onChange((collections) => heard.push(collections));
    closing.close();

    await writer.write((tx) => tx.put('settings', { name: 'after', value: 1 }));

    expect(heard).toEqual([]);
  });

  test('keys sort as IndexedDB sorts them: numbers, then strings by code unit, then arrays part by part', () => {
    const keys = [['a', 2], 'b', ['a'], 10, 'B', ['a', 1], -1, 'ä'];

    expect([...keys].sort(compareKeys)).toEqual([-1, 10, 'B', 'b', 'ä', ['a'], ['a', 1], ['a', 2]]);
  });
});
