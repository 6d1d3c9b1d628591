/**
 * SQLite's busy timeout does not cover every wait. When a connection holding a read lock asks to
 * write while another is waiting to write, SQLite answers SQLITE_BUSY at once instead of waiting,
 * as waiting could deadlock them (see sqlite3_busy_handler). Two servers opening one new file at
 * once meet that switching it to WAL: the one told busy must simply try again, and finds the
 * file switched.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** Between two tries: the other connection's switch takes a few milliseconds. */
const RETRY_MS = 20;

/** Runs `action`, again while SQLite answers busy, until `withinMs` have passed. */
export async function retriedWhileBusy<T>(action: () => T, withinMs: number): Promise<T> {
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      return action();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !code.startsWith('SQLITE_BUSY') || Date.now() >= until) throw error;
    }
    await sleep(RETRY_MS);
  }
}
