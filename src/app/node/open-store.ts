/**
 * The one place a Node server's `--db` becomes a store: nothing (a private in-memory SQLite
 * database), a SQLite file, or a `postgres://` URL. The CLI, `startServer` and whatever embeds the
 * server open their store here, and print it with `describeDatabase` (never a password).
 */
import type { Store } from '../../gateway/ports';
import { redactedUrl } from '../../storage/postgres/errors';
import { openPgStore } from '../../storage/postgres/store';
import { openSqliteStore } from '../../storage/sqlite/store';

/** A `--db` that names a PostgreSQL database rather than a file. */
export function isPostgresUrl(db: string): boolean {
  return /^postgres(ql)?:\/\//i.test(db);
}

/**
 * The store `db` names. Rejects with a message naming the database: a file that is not one, a
 * PostgreSQL server out of reach (within seconds, with host and port), a wrong password.
 */
export async function openStore(db: string | undefined): Promise<Store> {
  if (db !== undefined && isPostgresUrl(db)) {
    let url: URL;
    try {
      url = new URL(db);
    } catch {
      throw new Error(
        'Cannot open database: the postgres:// URL is malformed (postgres://user:password@host:port/database; ' +
          'a password holding @ : / # ? or % is percent-encoded, e.g. p%40ss for p@ss)',
      );
    }
    return openPgStore(url.toString());
  }
  try {
    return await openSqliteStore(db);
  } catch (error) {
    throw new Error(`Cannot open database ${db}: ${(error as Error).message}`);
  }
}

/** What the server prints about its database. */
export function describeDatabase(db: string | undefined): string {
  if (db === undefined) return 'in memory (gone on exit; --db FILE keeps it)';
  if (!isPostgresUrl(db)) return db;
  try {
    return `${redactedUrl(db)} (PostgreSQL, shared by every server started on it)`;
  } catch {
    return 'a PostgreSQL URL';
  }
}
