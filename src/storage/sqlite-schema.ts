/**
 * The SQLite tables, built from the shared layout (`layout.ts`) so that an index added there
 * exists here too. Each collection is a table of JSON documents keyed by the primary key, with
 * one column per index key field; a multi-entry index is a side table of (key, primary key)
 * pairs, since one record is filed under each element of its array.
 *
 * WARNING: the table, column and index names below are what existing database files hold.
 * Renaming one needs a migration in `ensureSchema()`.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { COLLECTIONS, type CollectionName, type Collections } from '../gateway/ports';
import { keyAt, LAYOUT, type IndexLayout } from './layout';

/** Where an index lives in SQLite and how a record's key for it is read. */
export interface SqliteIndex {
  keyPath: string | string[];
  unique: boolean;
  /** Columns of the collection's table holding the key; empty for a multi-entry index. */
  columns: string[];
  /** The side table of a multi-entry index, with columns `key` and `pk`. */
  entries?: string;
}

/** The table of committed changes that other processes on the same file poll. */
export const CHANGES_TABLE = '_changes';

/** `"name"`, safe for any identifier the layout holds. */
export const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The SQLite shape of `index` of `collection`. */
export function sqliteIndex(collection: CollectionName, index: string): SqliteIndex {
  const layout = (LAYOUT[collection].indexes as Record<string, IndexLayout>)[index];
  if (!layout) throw new Error(`${collection} has no index ${index}`);
  const { keyPath, unique = false, multiEntry = false } = layout;
  if (multiEntry) return { keyPath, unique, columns: [], entries: `${collection}.${index}` };
  const columns = Array.isArray(keyPath) ? keyPath.map((_, i) => `ix_${index}_${i}`) : [`ix_${index}`];
  return { keyPath, unique, columns };
}

/** Every index of `collection`, by name. */
export function sqliteIndexes(collection: CollectionName): [string, SqliteIndex][] {
  return Object.keys(LAYOUT[collection].indexes).map((index) => [index, sqliteIndex(collection, index)]);
}

/**
 * A value as an index key, as IndexedDB reads one: numbers and strings are keys; anything else
 * (booleans, null, objects, a missing field) is not, and the record is then left out of the index.
 */
export function asKey(value: unknown): number | string | null {
  return (typeof value === 'number' && !Number.isNaN(value)) || typeof value === 'string' ? value : null;
}

/**
 * The column values of `record` for a single-entry index: all null when any part of a compound
 * key is not a key, so the record is out of the index as a whole, as in IndexedDB.
 */
export function indexColumnValues<C extends CollectionName>(record: Collections[C], index: SqliteIndex): (number | string | null)[] {
  const value = keyAt(record, index.keyPath);
  const parts = (Array.isArray(index.keyPath) ? (value as unknown[]) : [value]).map(asKey);
  return parts.includes(null) ? parts.map(() => null) : parts;
}

/** The distinct keys a record is filed under in a multi-entry index. */
export function entryKeys<C extends CollectionName>(record: Collections[C], index: SqliteIndex): (number | string)[] {
  const value = keyAt(record, index.keyPath);
  const keys = (Array.isArray(value) ? value : [value]).map(asKey).filter((key) => key !== null);
  return [...new Set(keys)];
}

/**
 * Creates what is missing: tables, index columns, indexes and side tables. An index added to an
 * existing collection is filled from the stored documents by `refile`, in the same transaction.
 * IMMEDIATE, so two servers opening one new file do not both build it.
 */
export function ensureSchema(db: BetterSqlite3.Database, refile: (collection: CollectionName) => void): void {
  db.transaction(() => {
    db.exec(`CREATE TABLE IF NOT EXISTS ${CHANGES_TABLE} (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, writer TEXT NOT NULL, collections TEXT NOT NULL)`);
    for (const collection of COLLECTIONS) {
      const table = quote(collection);
      const existed = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(collection) !== undefined;
      db.exec(`CREATE TABLE IF NOT EXISTS ${table} (pk TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)`);
      const columns = new Set(db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(collection) as string[]);
      let added = false;
      for (const [name, index] of sqliteIndexes(collection)) {
        const indexName = quote(`${collection}.${name}`);
        if (index.entries) {
          const entries = quote(index.entries);
          added ||= db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(index.entries) === undefined;
          db.exec(`CREATE TABLE IF NOT EXISTS ${entries} (key NOT NULL, pk TEXT NOT NULL, PRIMARY KEY (key, pk)) WITHOUT ROWID`);
          db.exec(`CREATE INDEX IF NOT EXISTS ${quote(`${index.entries}.pk`)} ON ${entries} (pk)`);
          continue;
        }
        for (const column of index.columns.filter((column) => !columns.has(column))) {
          db.exec(`ALTER TABLE ${table} ADD COLUMN ${quote(column)}`);
          added = true;
        }
        const keyColumns = index.columns.map(quote).join(', ');
        // A unique index holds the key alone; the others end in pk, the order a page follows.
        db.exec(
          index.unique
            ? `CREATE UNIQUE INDEX IF NOT EXISTS ${indexName} ON ${table} (${keyColumns})`
            : `CREATE INDEX IF NOT EXISTS ${indexName} ON ${table} (${keyColumns}, pk)`,
        );
      }
      if (existed && added) refile(collection);
    }
  }).immediate();
}
