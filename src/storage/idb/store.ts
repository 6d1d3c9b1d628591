import { openDB, unwrap, wrap, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { type CollectionName, COLLECTIONS, type Store, StoreClosedError, type Tx } from '../../gateway/core';
import { CrossTabChanges } from './cross-tab-changes';
import { keyRange, readPage } from './page';
import { tabSenders } from './tab-senders';
import { LAYOUT_VERSION } from '../layout';
import { upgrade, type GatewayDB } from './schema';

type IdbTx = IDBPTransaction<GatewayDB, CollectionName[], IDBTransactionMode>;

/**
 * Opens the gateway's IndexedDB database. In Node, `fake-indexeddb/auto` provides the same API,
 * so the browser, the Node server and the tests run this one implementation.
 */
export async function openIdbStore(databaseName = 'gateway-playground', { onNewerVersion }: IdbStoreOptions = {}): Promise<Store> {
  let store: IdbStore | undefined;
  const db = await openDB<GatewayDB>(databaseName, LAYOUT_VERSION, {
    upgrade: (database, oldVersion, _newVersion, transaction) => upgrade(database, oldVersion, transaction),
    // A newer build's upgrade waits until every older connection has closed: this one steps aside
    // at once, so a page of the newer build is never left hanging behind a tab of this one.
    // (A deletion, whose newer version is null, waits for the page to go, as it always did.)
    blocking: (_current, newer) => {
      if (newer === null) return;
      store?.close();
      onNewerVersion?.();
    },
  });
  store = new IdbStore(db, new CrossTabChanges(databaseName), await tabSenders());
  return store;
}

export interface IdbStoreOptions {
  /** Called once the store has closed because a newer version of the database is being opened. */
  onNewerVersion?: () => void;
}

/** Every transaction spans every collection: the stores' transactions are whole-database too. */
const SCOPE = [...COLLECTIONS];

class IdbStore implements Store {
  private closed = false;
  /** The database without idb's proxies, for the transactions (see wrapTx). */
  private readonly raw: IDBDatabase;

  constructor(
    private readonly db: IDBPDatabase<GatewayDB>,
    private readonly changes: CrossTabChanges,
    /** The tabs sharing the database, as far as the browser says. */
    readonly senders: Awaited<ReturnType<typeof tabSenders>>,
  ) {
    this.raw = unwrap(db);
  }

  async read<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    if (this.closed) throw new StoreClosedError();
    return run(this.raw.transaction(SCOPE, 'readonly'), work, new Set());
  }

  async write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    if (this.closed) throw new StoreClosedError();
    const touched = new Set<CollectionName>();
    const result = await run(this.raw.transaction(SCOPE, 'readwrite'), work, touched);
    if (touched.size > 0) this.changes.publish([...touched]);
    return result;
  }

  onChange(listener: (collections: CollectionName[]) => void): () => void {
    return this.changes.subscribe(listener);
  }

  close(): void {
    this.closed = true;
    this.changes.close();
    this.senders?.close();
    this.db.close();
  }
}

/** Runs `work` and waits for the commit; a throw aborts the transaction so nothing is kept. */
async function run<T>(tx: IDBTransaction, work: (tx: Tx) => Promise<T>, touched: Set<CollectionName>) {
  const done = finished(tx);
  // A failed request rejects it while work() still runs, before anyone awaits it.
  done.catch(() => undefined);
  let result: T;
  try {
    result = await work(wrapTx(tx, touched));
  } catch (error) {
    abortQuietly(tx);
    await done.catch(() => undefined);
    throw error;
  }
  await done;
  return result;
}

/** Resolves when `tx` commits; rejects when it aborts or fails. */
function finished(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new DOMException('The transaction was aborted', 'AbortError'));
  });
}

/**
 * `tx` as idb wraps it, for its cursors. idb gives a wrapped transaction a `done` promise that
 * rejects when it aborts; `run()` reports an abort already, so that rejection is left unheard.
 */
function cursorTx(tx: IDBTransaction): IdbTx {
  const wrapped = wrap(tx) as IdbTx;
  wrapped.done.catch(() => undefined);
  return wrapped;
}

function abortQuietly(tx: IDBTransaction): void {
  try {
    tx.abort();
  } catch {
    // Already finished: it wrote nothing, or work() failed after its last write had committed.
  }
}

/**
 * The port over one raw transaction. Reads and writes are promised by `request()`: idb's proxies
 * cost a wrapper, a cache entry and two listeners per request and per transaction, about a tenth
 * of a webhook attempt's CPU time. Pages keep idb's cursors.
 */
function wrapTx(tx: IDBTransaction, touched: Set<CollectionName>): Tx {
  const store = (collection: CollectionName) => tx.objectStore(collection);
  return {
    get: (collection, key) => request(store(collection).get(key)),
    all: (collection) => request(store(collection).getAll()),
    find: (collection, index, key) =>
      request(
        store(collection)
          .index(index)
          .getAll(key as IDBValidKey),
      ),
    page: (collection, query) => readPage(cursorTx(tx), collection, query),
    count: (collection, by) =>
      request(
        by
          ? store(collection)
              .index(by.index)
              .count(keyRange(collection, by.index, by.key, by.prefix) ?? undefined)
          : store(collection).count(),
      ),
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
