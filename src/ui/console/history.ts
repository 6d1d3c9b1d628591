/**
 * The console's history: every request sent, kept apart from the gateway's data so that a
 * sandbox reset or import leaves it alone. `app/` opens it and hands it over with the connection.
 */
import type { ConsoleRequest } from './console-request';
import type { Environment } from './environments';

/** The database the app opens the history in (`app/` wires it, `storage/` keeps it). */
export const HISTORY_DB = 'gateway-playground-console';

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

export interface ConsoleHistory {
  add(entry: HistoryEntry): Promise<HistoryEntry>;
  /** Every entry, newest first. */
  list(): Promise<HistoryEntry[]>;
  clear(): Promise<void>;
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
