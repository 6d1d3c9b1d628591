/**
 * The Store held in memory, for a docs embed: a gateway that lives and dies with its frame and
 * needs no storage a browser could deny a third-party iframe. It keeps the port's promises as
 * the IndexedDB and SQLite stores do (store-contract.test.ts runs on all three): a write keeps
 * all of its changes or none, unique indexes refuse duplicates, pages follow the layout's
 * indexes, and every store on one database hears of its writes.
 */
import { type CollectionName, type Collections, type Store, StoreClosedError, type Tx } from '../../gateway/core';
import { copyRecord } from './record-copy';
import { MemoryTables } from './tables';

type Listener = (collections: CollectionName[]) => void;

/** How to put a collection back as it was before a write that failed. */
type Undo =
  | { collection: CollectionName; pk: string; previous: Collections[CollectionName] | undefined }
  | { collection: CollectionName; cleared: Collections[CollectionName][] };

/**
 * The data of one memory database, for one store or several (two tabs on one IndexedDB
 * database, two servers on one SQLite file): they share its records, its turn-taking and its
 * change listeners. It lasts as long as something holds it.
 */
export class MemoryDatabase {
  readonly tables = new MemoryTables();
  readonly listeners = new Set<Listener>();
  /** Transactions take turns: the one before has settled when the next one starts. */
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs `work` once every transaction queued before it has settled. */
  inTurn<T>(work: () => Promise<T>): Promise<T> {
    const next = this.tail.then(work);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

/** A store on `database` (a fresh, private one by default). Async like the other stores' openers. */
export async function openMemoryStore(database = new MemoryDatabase()): Promise<Store> {
  return new MemoryStore(database);
}

class MemoryStore implements Store {
  private closed = false;
  private readonly own = new Set<Listener>();

  constructor(private readonly database: MemoryDatabase) {}

  read<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.transaction(work, false);
  }

  write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.transaction(work, true);
  }

  onChange(listener: Listener): () => void {
    this.own.add(listener);
    this.database.listeners.add(listener);
    return () => {
      this.own.delete(listener);
      this.database.listeners.delete(listener);
    };
  }

  close(): void {
    this.closed = true;
    for (const listener of this.own) this.database.listeners.delete(listener);
    this.own.clear();
  }

  /**
   * Runs `work` alone on the database. Its changes apply at once and are undone in reverse if it
   * throws; no other transaction runs meanwhile, so none sees them half made.
   */
  private async transaction<T>(work: (tx: Tx) => Promise<T>, writable: boolean): Promise<T> {
    if (this.closed) throw new StoreClosedError();
    return this.database.inTurn(async () => {
      // A write starts on the next task, as a real database's would after its round trip: the
      // writes asked for meanwhile (answers of deliveries due at one instant) gather behind it,
      // and group commit (delivery/group-commit.ts) runs them in one transaction, not one each.
      if (writable) await nextTask();
      if (this.closed) throw new StoreClosedError();
      const undo: Undo[] = [];
      const touched = new Set<CollectionName>();
      let result: T;
      try {
        result = await work(memoryTx(this.database.tables, writable ? { undo, touched } : undefined, () => this.check()));
        this.check();
      } catch (error) {
        rollBack(this.database.tables, undo);
        throw error;
      }
      if (touched.size > 0) for (const listener of [...this.database.listeners]) listener([...touched]);
      return result;
    });
  }

  private check(): void {
    if (this.closed) throw new StoreClosedError();
  }
}

/** Resolves on the next task of the event loop (Node's setImmediate, or a message to this page). */
function nextTask(): Promise<void> {
  if (typeof setImmediate === 'function') return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function rollBack(tables: MemoryTables, undo: Undo[]): void {
  for (const step of undo.reverse()) {
    if ('cleared' in step) {
      tables.clear(step.collection);
      for (const record of step.cleared) tables.set(step.collection, tables.pkOf(step.collection, record), record);
    } else {
      tables.set(step.collection, step.pk, step.previous);
    }
  }
}

/**
 * The port's Tx over the tables. Records go in and come out as copies, as IndexedDB clones
 * them: a caller changing a record it read changes nothing stored, and a rollback restores what
 * was really there. A read-only Tx (no `log`) refuses writes, as IndexedDB does.
 */
function memoryTx(tables: MemoryTables, log: { undo: Undo[]; touched: Set<CollectionName> } | undefined, check: () => void): Tx {
  const copies = <R>(records: R[]): R[] => records.map(copyRecord);
  const writing = (collection: CollectionName) => {
    check();
    if (!log) throw new Error(`A read-only transaction cannot change ${collection}`);
    log.touched.add(collection);
    return log.undo;
  };
  return {
    async get(collection, key) {
      check();
      const record = tables.get(collection, key);
      return record === undefined ? undefined : copyRecord(record);
    },
    async all(collection) {
      check();
      return copies(tables.all(collection));
    },
    async find(collection, index, key) {
      check();
      return copies(tables.page(collection, { index, key, limit: -1 }));
    },
    async page(collection, query) {
      check();
      return copies(tables.page(collection, query));
    },
    async count(collection, by) {
      check();
      return tables.count(collection, by);
    },
    async put(collection, record) {
      const undo = writing(collection);
      const stored = copyRecord(record);
      const pk = tables.pkOf(collection, stored);
      tables.checkUnique(collection, stored);
      undo.push({ collection, pk, previous: tables.get(collection, pk) });
      tables.set(collection, pk, stored);
    },
    async delete(collection, key) {
      const undo = writing(collection);
      undo.push({ collection, pk: key, previous: tables.get(collection, key) });
      tables.set(collection, key, undefined);
    },
    async clear(collection) {
      const undo = writing(collection);
      undo.push({ collection, cleared: tables.all(collection) });
      tables.clear(collection);
    },
  };
}
