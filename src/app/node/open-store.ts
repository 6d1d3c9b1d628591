/**
 * The one place a Node server's `--db` becomes a store: nothing (the memory store the embeds use),
 * a SQLite file, or a `postgres://` URL. The CLI, `startServer` and whatever embeds the server open
 * their store here, and print it with `describeDatabase` (never a password).
 *
 * Only a database loads its driver, when asked for (a dynamic import): a sandbox in memory loads no
 * native module, so an install whose build scripts were skipped (`--ignore-scripts`, pnpm's
 * default) still serves; `--db FILE` needs better-sqlite3's compiled module and says how to mend
 * an install without it.
 */
import type { Store } from '../../gateway/core';
import { openMemoryStore } from '../../storage/memory/store';
import { redactedUrl } from '../../storage/postgres/errors';

/** A `--db` that names a PostgreSQL database rather than a file. */
export function isPostgresUrl(db: string): boolean {
  return /^postgres(ql)?:\/\//i.test(db);
}

/** The scheme of a `--db` shaped like a URL (`mysql` of `mysql://…`); undefined for a file name. */
function urlScheme(db: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):\/\//i.exec(db)?.[1];
}

/**
 * The store `db` names. Rejects with a message naming the database: a scheme the sandbox does not
 * know, a file that is not one, better-sqlite3 not loadable, a PostgreSQL server out of reach
 * (within seconds, with host and port), a wrong password. No message holds the URL's password.
 */
export async function openStore(db: string | undefined): Promise<Store> {
  if (db === undefined) return openMemoryStore();
  if (isPostgresUrl(db)) return openPostgres(db);
  const scheme = urlScheme(db);
  if (scheme !== undefined) {
    throw new Error(
      `Cannot open database: ${scheme}:// is not a database the sandbox knows (--db takes a SQLite file name or a postgres:// URL)`,
    );
  }
  return openSqliteFile(db);
}

async function openPostgres(db: string): Promise<Store> {
  let url: URL;
  try {
    url = new URL(db);
  } catch {
    throw new Error(
      'Cannot open database: the postgres:// URL is malformed (postgres://user:password@host:port/database; ' +
        'a password holding @ : / # ? or % is percent-encoded, e.g. p%40ss for p@ss)',
    );
  }
  const { openPgStore } = await import('../../storage/postgres/store');
  return openPgStore(url.toString());
}

async function openSqliteFile(file: string): Promise<Store> {
  const sqlite = await loadSqlite(file);
  try {
    return await sqlite.openSqliteStore(file);
  } catch (error) {
    throw new Error(`Cannot open database ${file}: ${(error as Error).message}`);
  }
}

/** The SQLite store, once better-sqlite3 has shown that its compiled module loads. */
async function loadSqlite(file: string) {
  try {
    const sqlite = await import('../../storage/sqlite/store');
    sqlite.checkSqliteDriver();
    return sqlite;
  } catch (error) {
    const why = ((error as Error).message ?? String(error)).split('\n')[0];
    throw new Error(
      `Cannot open database ${file}: --db FILE needs better-sqlite3, and it could not be loaded (${why}). ` +
        'An install made with --ignore-scripts (or by pnpm, which skips build scripts) leaves it unbuilt: ' +
        'run `npm rebuild better-sqlite3` (or install again without --ignore-scripts; with pnpm, allow its build), ' +
        'or `npm install better-sqlite3` where it is not installed. ' +
        'Without --db the sandbox runs in memory and needs no native module.',
    );
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
