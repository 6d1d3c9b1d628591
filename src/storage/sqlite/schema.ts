/**
 * The SQLite tables, built from the shared layout (`layout.ts`) so that an index added there
 * exists here too, in the shape both SQL stores share (`../sql/indexes.ts`).
 *
 * WARNING: the table, column and index names below are what existing database files hold.
 * Renaming one needs a migration in `ensureSchema()`.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { type CollectionName, COLLECTIONS } from '../../gateway/core';
import { quote, sqlIndexes } from '../sql/indexes';

/** The table of committed changes that other processes on the same file poll. */
export const CHANGES_TABLE = '_changes';

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
      for (const [name, index] of sqlIndexes(collection)) {
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
  const sql = db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?`).pluck().get(CHANGES_TABLE) as
    | string
    | undefined;
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
    sqlIndexes(collection).flatMap(([name, index]) => (index.entries ? [index.entries, `${index.entries}.pk`] : [`${collection}.${name}`])),
  );
  const objects = db.prepare(`SELECT type, name FROM sqlite_master WHERE type IN ('index', 'table')`).all() as {
    type: 'index' | 'table';
    name: string;
  }[];
  for (const { type, name } of objects) {
    if (name.startsWith(`${collection}.`) && !keep.has(name))
      db.exec(`DROP ${type === 'index' ? 'INDEX' : 'TABLE'} IF EXISTS ${quote(name)}`);
  }
}
