/** What every Store implementation promises through the port, run on each of them. */
import { describe, expect, onTestFinished, test } from 'vitest';
import { BASE, freshDatabaseName, harnessOn, hashOf, newPartner, newProduct, STORES } from '../../test/support/harness';
import { StoreClosedError, type CollectionName, type Store } from '../gateway/core/ports';
import type { Payment } from '../gateway/core/stored-records';

const setting = (name: string, value: unknown = name) => ({ name, value });
const readSetting = (store: Store, name: string) => store.read((tx) => tx.get('settings', name));
const payment = (hash: string, externalId: string) => ({ hash, productId: 'p1', externalId, createdAt: 0 }) as unknown as Payment;

/** The next change `store` announces. */
function nextChange(store: Store): Promise<CollectionName[]> {
  return new Promise((resolve) => {
    const unsubscribe = store.onChange((collections) => {
      unsubscribe();
      resolve(collections);
    });
  });
}

describe.each(STORES)('%s store', (_kind, open) => {
  /** A store on `databaseName`, closed when the current test ends (closing twice is harmless). */
  async function openStore(databaseName: string): Promise<Store> {
    const store = await open(databaseName);
    onTestFinished(() => store.close());
    return store;
  }

  test('a write whose work throws keeps nothing, rethrows, and announces no change', async () => {
    const store = await openStore(freshDatabaseName());
    await store.write((tx) => tx.put('settings', setting('kept', 1)));
    const changes: CollectionName[][] = [];
    store.onChange((collections) => changes.push(collections));

    const failing = store.write(async (tx) => {
      await tx.put('settings', setting('kept', 2));
      await tx.put('settings', setting('added'));
      await tx.put('partners', { id: 'p1', name: 'Partner', bankAccount: true, createdAt: 0 });
      throw new Error('work failed');
    });

    await expect(failing).rejects.toThrow('work failed');
    expect(await readSetting(store, 'kept')).toEqual(setting('kept', 1));
    expect(await readSetting(store, 'added')).toBeUndefined();
    expect(await store.read((tx) => tx.all('partners'))).toEqual([]);
    expect(changes).toEqual([]);
  });

  test('a write whose work throws before writing leaves the store usable', async () => {
    const store = await openStore(freshDatabaseName());

    await expect(store.write(() => Promise.reject(new Error('early')))).rejects.toThrow('early');
    await store.write((tx) => tx.put('settings', setting('after')));

    expect(await readSetting(store, 'after')).toEqual(setting('after'));
  });

  test('a record that breaks a unique index fails its write, which keeps nothing', async () => {
    const store = await openStore(freshDatabaseName());
    await store.write((tx) => tx.put('payments', payment('h1', 'order-1')));

    const duplicate = store.write(async (tx) => {
      await tx.put('settings', setting('with-duplicate'));
      await tx.put('payments', payment('h2', 'order-1'));
    });

    await expect(duplicate).rejects.toThrow();
    expect(await store.read((tx) => tx.all('payments'))).toEqual([payment('h1', 'order-1')]);
    expect(await readSetting(store, 'with-duplicate')).toBeUndefined();
  });

  test('a read refuses to write', async () => {
    const store = await openStore(freshDatabaseName());

    await expect(store.read((tx) => tx.put('settings', setting('sneaked')))).rejects.toThrow();

    expect(await readSetting(store, 'sneaked')).toBeUndefined();
  });

  test('concurrent writes never interleave: each one sees the one before', async () => {
    const store = await openStore(freshDatabaseName());
    const increment = () =>
      store.write(async (tx) => {
        const current = (await tx.get('settings', 'counter'))?.value as number | undefined;
        await tx.put('settings', setting('counter', (current ?? 0) + 1));
      });

    await Promise.all(Array.from({ length: 20 }, increment));

    expect(await readSetting(store, 'counter')).toEqual(setting('counter', 20));
  });

  test('concurrent writes that fail undo only themselves: the others are kept, and each answers its own outcome', async () => {
    const store = await openStore(freshDatabaseName());
    await store.write((tx) => tx.put('payments', payment('h1', 'order-1')));

    const outcomes = await Promise.allSettled([
      store.write((tx) => tx.put('settings', setting('before'))),
      store.write(async (tx) => {
        await tx.put('settings', setting('thrown'));
        throw new Error('work failed');
      }),
      store.write(async (tx) => {
        await tx.put('settings', setting('duplicate'));
        await tx.put('payments', payment('h2', 'order-1'));
      }),
      store.read((tx) => tx.put('settings', setting('sneaked'))),
      store.write(async (tx) => {
        await tx.put('settings', setting('after'));
        return 'answered';
      }),
    ]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected', 'fulfilled']);
    expect(outcomes[4]).toEqual({ status: 'fulfilled', value: 'answered' });
    expect((await store.read((tx) => tx.all('settings'))).map(({ name }) => name).sort()).toEqual(['after', 'before']);
    expect(await store.read((tx) => tx.all('payments'))).toEqual([payment('h1', 'order-1')]);
  });

  test('concurrent reads answer each its own outcome: one that fails leaves the others their answers', async () => {
    const store = await openStore(freshDatabaseName());
    await store.write((tx) => tx.put('payments', payment('h1', 'order-1')));

    const outcomes = await Promise.allSettled([
      store.read((tx) => tx.get('payments', 'h1')),
      store.read(async () => {
        throw new Error('work failed');
      }),
      store.read((tx) => tx.get('payments', 'missing')),
      store.read((tx) => tx.count('payments')),
    ]);

    expect(outcomes).toEqual([
      { status: 'fulfilled', value: payment('h1', 'order-1') },
      { status: 'rejected', reason: new Error('work failed') },
      { status: 'fulfilled', value: undefined },
      { status: 'fulfilled', value: 1 },
    ]);
  });

  test('a write answers what its work answers, and a read sees it at once', async () => {
    const store = await openStore(freshDatabaseName());

    const answer = await store.write(async (tx) => {
      await tx.put('settings', setting('a'));
      return 42;
    });

    expect(answer).toBe(42);
    expect(await store.read((tx) => tx.all('settings'))).toEqual([setting('a')]);
  });

  test('two stores on one database see each other’s writes, and the other one hears of them', async () => {
    const name = freshDatabaseName();
    const [first, second] = [await openStore(name), await openStore(name)];
    const heardBySecond = nextChange(second);

    await first.write((tx) => tx.put('settings', setting('from-first')));

    expect(await heardBySecond).toEqual(['settings']);
    expect(await readSetting(second, 'from-first')).toEqual(setting('from-first'));

    const heardByFirst = nextChange(first);
    await second.write(async (tx) => {
      await tx.delete('settings', 'from-first');
      await tx.put('partners', { id: 'p1', name: 'Partner', bankAccount: true, createdAt: 0 });
    });
    expect((await heardByFirst).sort()).toEqual(['partners', 'settings']);
    expect(await readSetting(first, 'from-first')).toBeUndefined();
  });

  test('a store hears of its own writes too', async () => {
    const store = await openStore(freshDatabaseName());
    const heard = nextChange(store);

    await store.write((tx) => tx.put('settings', setting('own')));

    expect(await heard).toEqual(['settings']);
  });

  test('data survives closing and reopening the database', async () => {
    const name = freshDatabaseName();
    const first = await openStore(name);
    await first.write((tx) => tx.put('settings', setting('durable', { deep: [1, 2] })));
    first.close();

    const reopened = await openStore(name);

    expect(await readSetting(reopened, 'durable')).toEqual(setting('durable', { deep: [1, 2] }));
  });

  test('a closed store refuses reads and writes with StoreClosedError', async () => {
    const store = await open(freshDatabaseName());
    store.close();
    await expect(store.read((tx) => tx.all('partners'))).rejects.toBeInstanceOf(StoreClosedError);
    await expect(store.write((tx) => tx.clear('partners'))).rejects.toBeInstanceOf(StoreClosedError);
  });

  test('databases of different names are kept apart', async () => {
    const [one, other] = [await openStore(freshDatabaseName()), await openStore(freshDatabaseName())];

    await one.write((tx) => tx.put('settings', setting('only-here')));

    expect(await readSetting(other, 'only-here')).toBeUndefined();
  });

  test('two sandboxes on one database create one payment for two concurrent requests with one externalId', async () => {
    const name = freshDatabaseName();
    const [tabA, tabB] = [await harnessOn(await open(name)), await harnessOn(await open(name))];
    onTestFinished(async () => {
      await Promise.all([tabA.close(), tabB.close()]);
    });
    const key = (await newPartner(tabA)).keys.sandbox;
    const product = await newProduct(tabA, key);
    const create = (tab: typeof tabA, price: number) =>
      tab.json('POST', `${BASE}/api/pay/product/${product.id}/subproduct/pricing`, {
        key,
        body: { price, externalId: 'order-42', details: { returnUrl: 'https://shop.test/back' } },
      });

    const [fromA, fromB] = await Promise.all([create(tabA, 1000), create(tabB, 2000)]);

    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromA.body.redirectUrl).toBe(fromB.body.redirectUrl);
    const payments = await tabB.store.read((tx) => tx.all('payments'));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ hash: hashOf(fromA.body.redirectUrl), externalId: 'order-42' });
  });
});
