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
import { COLLECTIONS, type CollectionName, type Collections } from '../../gateway/ports';
import { keyAt, LAYOUT, type IndexLayout } from '../layout';

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

const indexesByCollection = new Map<CollectionName, [string, SqliteIndex][]>();

/** Every index of `collection`, by name. Worked out once: the layout is fixed, and every write asks. */
export function sqliteIndexes(collection: CollectionName): [string, SqliteIndex][] {
  let indexes = indexesByCollection.get(collection);
  if (!indexes) {
    indexes = Object.keys(LAYOUT[collection].indexes).map((index) => [index, sqliteIndex(collection, index)]);
    indexesByCollection.set(collection, indexes);
  }
  return indexes;
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
  return pushIndexColumnValues([], record, index);
}

/**
 * `indexColumnValues`, appended to `values` (answered): a put passes them with its other
 * parameters, and building no array per index spares a put's garbage.
 */
export function pushIndexColumnValues<C extends CollectionName>(
  values: (number | string | null)[],
  record: Collections[C],
  index: SqliteIndex,
): (number | string | null)[] {
  const value = keyAt(record, index.keyPath);
  if (!Array.isArray(index.keyPath)) {
    values.push(asKey(value));
    return values;
  }
  const start = values.length;
  for (const part of value as unknown[]) values.push(asKey(part));
  if (values.indexOf(null, start) !== -1) values.fill(null, start);
  return values;
}

/** The distinct keys a record is filed under in a multi-entry index. */
export function entryKeys<C extends CollectionName>(record: Collections[C], index: SqliteIndex): (number | string)[] {
  const value = keyAt(record, index.keyPath);
  const keys = (Array.isArray(value) ? value : [value]).map(asKey).filter((key) => key !== null);
  return [...new Set(keys)];
}

/**
 * The changes table. Its `seq` is the rowid, one more than the largest: rows are only ever pruned
 * from the oldest end, so it never goes back. (AUTOINCREMENT would keep the same promise in a
 * table of its own, whose page every commit would write to the WAL.)
 */
const CHANGES_SQL = `CREATE TABLE ${CHANGES_TABLE} (seq INTEGER PRIMARY KEY, writer TEXT NOT NULL, collections TEXT NOT NULL)`;

/**
 * Creates what is missing (tables, index columns, indexes and side tables) and drops the indexes
 * the layout no longer has. An index added to an existing collection is filled from the stored
 * documents by `refile`, in the same transaction. IMMEDIATE, so two servers opening one new file
 * do not both build it.
 */
export function ensureSchema(db: BetterSqlite3.Database, refile: (collection: CollectionName) => void): void {
  db.transaction(() => {
    ensureChangesTable(db);
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
      if (existed) dropRemovedIndexes(db, collection);
    }
  }).immediate();
}

/** Creates the changes table, or rebuilds one made with AUTOINCREMENT by an earlier version, rows and all. */
function ensureChangesTable(db: BetterSqlite3.Database): void {
  const sql = db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?`).pluck().get(CHANGES_TABLE) as string | undefined;
  if (sql === undefined) {
    db.exec(CHANGES_SQL);
    return;
  }
  if (!/AUTOINCREMENT/i.test(sql)) return;
  const old = quote(`${CHANGES_TABLE}_old`);
  db.exec(`ALTER TABLE ${CHANGES_TABLE} RENAME TO ${old}; ${CHANGES_SQL};
    INSERT INTO ${CHANGES_TABLE} SELECT seq, writer, collections FROM ${old}; DROP TABLE ${old}`);
}

/**
 * Drops the indexes and side tables of `collection` that its layout no longer names. Their key
 * columns stay: a server of an earlier version may still be running on the file and writes
 * them, and an unindexed column costs a write no page of its own.
 */
function dropRemovedIndexes(db: BetterSqlite3.Database, collection: CollectionName): void {
  const keep = new Set(
    sqliteIndexes(collection).flatMap(([name, index]) => (index.entries ? [index.entries, `${index.entries}.pk`] : [`${collection}.${name}`])),
  );
  const objects = db.prepare(`SELECT type, name FROM sqlite_master WHERE type IN ('index', 'table')`).all() as { type: 'index' | 'table'; name: string }[];
  for (const { type, name } of objects) {
    if (name.startsWith(`${collection}.`) && !keep.has(name)) db.exec(`DROP ${type === 'index' ? 'INDEX' : 'TABLE'} IF EXISTS ${quote(name)}`);
  }
}
