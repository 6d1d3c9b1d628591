/**
 * The console's history: every request sent, kept in a database of its own, apart from the
 * gateway's, so that a sandbox reset or import leaves it alone.
 *
 * WARNING: renaming the database or its store, or changing the key path, loses what browsers
 * hold. Do it only with a new HISTORY_VERSION and a migration step in `upgrade()`.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ConsoleRequest } from './console-request';
import type { Environment } from './environments';

export const HISTORY_DB = 'gateway-playground-console';
const HISTORY_VERSION = 1;

export interface HistoryEntry {
  /** Given by the database, in sending order. */
  id?: number;
  /** When it was sent, by the browser's clock (epoch milliseconds). */
  sentAt: number;
  env: Environment;
  request: ConsoleRequest;
  /** The answer's status, or absent when no answer came. */
  status?: number;
  durationMs?: number;
}

interface HistorySchema extends DBSchema {
  requests: { key: number; value: HistoryEntry };
}

export interface ConsoleHistory {
  add(entry: HistoryEntry): Promise<HistoryEntry>;
  /** Every entry, newest first. */
  list(): Promise<HistoryEntry[]>;
  clear(): Promise<void>;
}

/** Opens (creating on first use) the history database. */
export async function openHistory(name = HISTORY_DB): Promise<ConsoleHistory> {
  const db: IDBPDatabase<HistorySchema> = await openDB<HistorySchema>(name, HISTORY_VERSION, {
    upgrade(database) {
      database.createObjectStore('requests', { keyPath: 'id', autoIncrement: true });
    },
  });
  return {
    async add(entry) {
      const id = await db.add('requests', entry);
      return { ...entry, id };
    },
    async list() {
      return (await db.getAll('requests')).reverse();
    },
    clear: () => db.clear('requests'),
  };
}

/** Whether every word of `query` is in the entry's method, URL, body or status, case aside. */
export function matchesHistory(entry: HistoryEntry, query: string): boolean {
  const text = `${entry.request.method} ${entry.request.url} ${entry.request.body} ${entry.status ?? ''}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
