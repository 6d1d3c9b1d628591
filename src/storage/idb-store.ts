import { openDB, unwrap, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { COLLECTIONS, StoreClosedError, type CollectionName, type Store, type Tx } from '../gateway/ports';
import { ChangeFeed } from './change-feed';
import { readPage } from './idb-page';
import { DB_VERSION, upgrade, type GatewayDB } from './schema';

type IdbTx = IDBPTransaction<GatewayDB, CollectionName[], IDBTransactionMode>;

/**
 * Opens the gateway's IndexedDB database. In Node, `fake-indexeddb/auto` provides the same API,
 * so the browser, the Node server and the tests run this one implementation.
 */
export async function openIdbStore(databaseName = 'gateway-playground'): Promise<Store> {
  const db = await openDB<GatewayDB>(databaseName, DB_VERSION, {
    upgrade: (database, oldVersion, _newVersion, transaction) => upgrade(database, oldVersion, transaction),
  });
  return new IdbStore(db, new ChangeFeed(databaseName));
}

class IdbStore implements Store {
  private closed = false;

  constructor(
    private readonly db: IDBPDatabase<GatewayDB>,
    private readonly changes: ChangeFeed,
  ) {}

  async read<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    if (this.closed) throw new StoreClosedError();
    const tx = this.db.transaction([...COLLECTIONS], 'readonly');
    return run(tx, work, new Set());
  }

  async write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    if (this.closed) throw new StoreClosedError();
    const touched = new Set<CollectionName>();
    const tx = this.db.transaction([...COLLECTIONS], 'readwrite');
    const result = await run(tx, work, touched);
    if (touched.size > 0) this.changes.publish([...touched]);
    return result;
  }

  onChange(listener: (collections: CollectionName[]) => void): () => void {
    return this.changes.subscribe(listener);
  }

  close(): void {
    this.closed = true;
    this.changes.close();
    this.db.close();
  }
}

/** Runs `work` and waits for the commit; a throw aborts the transaction so nothing is kept. */
async function run<T>(tx: IdbTx, work: (tx: Tx) => Promise<T>, touched: Set<CollectionName>) {
  let result: T;
  try {
    result = await work(wrapTx(tx, touched));
  } catch (error) {
    abortQuietly(tx);
    await tx.done.catch(() => undefined);
    throw error;
  }
  await tx.done;
  return result;
}

function abortQuietly(tx: IdbTx): void {
  try {
    tx.abort();
  } catch {
    // Already finished: it wrote nothing, or work() failed after its last write had committed.
  }
}

/**
 * The port over one transaction. Reads and writes go to the raw object stores, promised by
 * `request()`: idb's proxies cost a wrapper, a cache entry and two listeners per request, about
 * a tenth of a webhook attempt's CPU time. Pages keep idb's cursors.
 */
function wrapTx(tx: IdbTx, touched: Set<CollectionName>): Tx {
  const raw = unwrap(tx);
  const store = (collection: CollectionName) => raw.objectStore(collection);
  return {
    get: (collection, key) => request(store(collection).get(key)),
    all: (collection) => request(store(collection).getAll()),
    find: (collection, index, key) => request(store(collection).index(index).getAll(key as IDBValidKey)),
    page: (collection, query) => readPage(tx, collection, query),
    count: (collection, index, key) =>
      request(index ? store(collection).index(index).count(key as IDBValidKey) : store(collection).count()),
    async put(collection, record) {
      touched.add(collection);
      await request(store(collection).put(record));
    },
    async delete(collection, key) {
      touched.add(collection);
      await request(store(collection).delete(key));
    },
    async clear(collection) {
      touched.add(collection);
      await request(store(collection).clear());
    },
  };
}

/** The result of `pending`, or its error. */
function request<T>(pending: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    pending.onsuccess = () => resolve(pending.result);
    pending.onerror = () => reject(pending.error);
  });
}
