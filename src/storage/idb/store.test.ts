/** What only IndexedDB needs: upgrading a database an older version made. (The port's promises: store-contract.test.ts.) */
import { openDB } from 'idb';
import { describe, expect, onTestFinished, test } from 'vitest';
import { freshDatabaseName } from '../../../test/support/harness';
import { StoreClosedError } from '../../gateway/core/ports';
import { openIdbStore } from './store';
import { LAYOUT_VERSION } from '../layout';
import { LAYOUT, type IndexLayout } from '../layout';

describe('idb store', () => {
  test.each([1, 2, 3])(
    'a database made by version %i gains the indexes later versions added, loses the one version 4 removed, and keeps its records',
    async (version) => {
      const name = freshDatabaseName();
      const old = await openDB(name, version, {
        // That version's stores: every index of the layout that no later version added, and the
        // index of payments by product that version 4 removed.
        upgrade(db) {
          for (const [collection, layout] of Object.entries(LAYOUT)) {
            const store = db.createObjectStore(collection, { keyPath: layout.keyPath });
            for (const [index, { keyPath, since = 1, ...flags }] of Object.entries(layout.indexes as Record<string, IndexLayout>)) {
              if (since <= version) store.createIndex(index, keyPath, flags);
            }
            if (collection === 'payments') store.createIndex('byProduct', 'productId');
          }
        },
      });
      await old.put('payments', { hash: 'h1', productId: 'p', externalId: 'e', createdAt: 5 });
      old.close();

      const store = await openIdbStore(name);
      onTestFinished(() => store.close());

      const byCreated = await store.read((tx) => tx.page('payments', { index: 'byCreated', limit: 10 }));
      const ofProduct = await store.read((tx) => tx.page('payments', { index: 'byProductCreated', prefix: ['p'], limit: 10 }));
      expect([byCreated, ofProduct].map((page) => page.map((payment) => payment.hash))).toEqual([['h1'], ['h1']]);
      store.close();
      const upgraded = await openDB(name);
      onTestFinished(() => upgraded.close());
      expect([...upgraded.transaction('payments').store.indexNames].sort()).toEqual(Object.keys(LAYOUT.payments.indexes).sort());
    },
  );

  test('steps aside for a newer version opened elsewhere, and says so, instead of leaving it blocked', async () => {
    const name = freshDatabaseName();
    let told = 0;
    const store = await openIdbStore(name, { onNewerVersion: () => told++ });

    const newer = await openDB(name, LAYOUT_VERSION + 1);
    onTestFinished(() => newer.close());

    expect(newer.version).toBe(LAYOUT_VERSION + 1);
    expect(told).toBe(1);
    await expect(store.read((tx) => tx.get('payments', 'h1'))).rejects.toBeInstanceOf(StoreClosedError);
  });

  test('a write under way when the store closes still commits, and answers so rather than failing to announce it', async () => {
    const name = freshDatabaseName();
    const store = await openIdbStore(name);

    const writing = store.write(async (tx) => {
      await tx.get('settings', 'x');
      await tx.put('settings', { name: 'late', value: 1 });
    });
    store.close();

    await expect(writing).resolves.toBeUndefined();
    const reopened = await openIdbStore(name);
    onTestFinished(() => reopened.close());
    expect(await reopened.read((tx) => tx.get('settings', 'late'))).toEqual({ name: 'late', value: 1 });
  });
});
