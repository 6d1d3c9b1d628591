/**
 * A log of entries in an IndexedDB database of its own, apart from the gateway's, so a sandbox
 * reset or import leaves it alone: the console keeps its history in one.
 *
 * WARNING: renaming the store or changing its key path loses what browsers hold. Do it only with
 * a new LOG_VERSION and a migration step in `upgrade()`.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

const LOG_VERSION = 1;

interface LogSchema<T> extends DBSchema {
  entries: { key: number; value: T & { id?: number } };
}

/** Entries in the order they were added; each gets an increasing `id`. */
export interface EntryLog<T extends object> {
  add(entry: T): Promise<T & { id: number }>;
  /** Every entry, newest first. */
  list(): Promise<(T & { id: number })[]>;
  clear(): Promise<void>;
}

/** Opens (creating on first use) the log database `name`. */
export async function openEntryLog<T extends object>(name: string): Promise<EntryLog<T>> {
  const db: IDBPDatabase<LogSchema<T>> = await openDB<LogSchema<T>>(name, LOG_VERSION, {
    upgrade(database) {
      database.createObjectStore('entries', { keyPath: 'id', autoIncrement: true });
    },
  });
  return {
    async add(entry) {
      const id = await db.add('entries', entry);
      return { ...entry, id };
    },
    async list() {
      return (await db.getAll('entries')).reverse() as (T & { id: number })[];
    },
    clear: () => db.clear('entries'),
  };
}
