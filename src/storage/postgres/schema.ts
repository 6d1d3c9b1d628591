/**
 * The PostgreSQL tables, built from the shared layout (`layout.ts`) in the shape both SQL stores
 * share (`sql/indexes.ts`: a table of JSON documents per collection, one column per index key
 * field, a side table per multi-entry index), and versioned by the layout's `LAYOUT_VERSION`. A server creates the tables on an empty database, brings an older layout up to
 * its own, and refuses a newer one, which it could only damage.
 *
 * WARNING: the table, column and index names below are what existing databases hold. Renaming one
 * needs a new version and a migration in `ensurePgSchema()`.
 */
import type { ClientBase } from 'pg';
import { type CollectionName, COLLECTIONS } from '../../gateway/core';
import { putRecord } from './tx';
import { run } from './tx-run';
import { LAYOUT_VERSION } from '../layout';
import { quote, sqlIndexes, type SqlIndex } from '../sql/indexes';

/** The layout version this server writes. */
export const PG_SCHEMA_VERSION = LAYOUT_VERSION;

/** The one-row table holding the version, and the table of committed changes (`postgres/changes.ts`). */
const VERSION_TABLE = '_schema';
export const CHANGES_TABLE = '_changes';
/** One row per server, written by the durable commit that a write's answer waits for (`postgres/store.ts`). */
export const FLUSHES_TABLE = '_flushes';

/** Key columns order by code unit, as IndexedDB keys do (see `postgres/keys.ts`). */
const KEY = 'text COLLATE "C"';

/** A database of a newer layout than this server's: refused, never touched. */
class NewerSchemaError extends Error {}

/**
 * The name a server's connections give the database (`application_name`, in pg_stat_activity):
 * which sandbox (a hash of its schema) and which layout version. A migration reads it to see
 * whether servers of an older layout still run on the sandbox.
 */
export function serverName(schema: string, version = PG_SCHEMA_VERSION): string {
  return `gateway-playground ${(hash32(schema) >>> 0).toString(16)} v${version}`;
}

/** A 32-bit FNV-1a hash, as a signed int4: a schema's lock key, channel and server name. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/**
 * Refuses to migrate while servers of another layout are connected to the sandbox: they would
 * go on writing rows without the index columns and side tables added (which the migrated
 * layout's pages would then miss), and into side tables the migration drops.
 */
async function refuseWhileOthersRun(client: ClientBase, schema: string, version: number): Promise<void> {
  const own = serverName(schema);
  const { rows } = await client.query<{ name: string; connections: string }>(
    `SELECT application_name AS name, count(*) AS connections FROM pg_stat_activity
     WHERE datname = current_database() AND pid <> pg_backend_pid() AND starts_with(application_name, $1) AND application_name <> $2
     GROUP BY application_name ORDER BY application_name`,
    [own.slice(0, own.lastIndexOf(' v') + 2), own],
  );
  if (rows.length === 0) return;
  const versions = rows.map((row) => row.name.slice(row.name.lastIndexOf(' v') + 2)).join(', ');
  const connections = rows.reduce((sum, row) => sum + Number(row.connections), 0);
  throw new Error(
    `it holds a sandbox of layout version ${version} and servers of layout version ${versions} still run on it ` +
      `(${connections} connection${connections === 1 ? '' : 's'}): stop them all, then start this server, which migrates it to version ${PG_SCHEMA_VERSION}`,
  );
}

/**
 * Creates the whole layout on an empty schema; on one of an older version, creates what is
 * missing, fills the index columns added since from the stored documents, drops the indexes the
 * layout no longer has and records the version. All in one
 * transaction under the sandbox's write lock (`lock`), so two servers starting on one empty
 * database do not both build it and no write runs on a half-built one.
 */
export async function ensurePgSchema(client: ClientBase, schema: string, lock: string): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query(lock);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quote(schema)}`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${VERSION_TABLE} (version integer NOT NULL)`);
    const { rows } = await client.query<{ version: number }>(`SELECT version FROM ${VERSION_TABLE}`);
    const version = rows[0]?.version ?? 0;
    if (version > PG_SCHEMA_VERSION) {
      throw new NewerSchemaError(
        `it holds a sandbox of layout version ${version}, newer than this server's ${PG_SCHEMA_VERSION}: ` +
          'start a newer gateway-playground on it (this one would damage it)',
      );
    }
    await client.query(`CREATE TABLE IF NOT EXISTS ${FLUSHES_TABLE} (writer text PRIMARY KEY, n bigint NOT NULL)`);
    if (rows.length === 0) {
      // A new sandbox: everything in one round trip.
      await client.query(createAllSql());
    } else if (version < PG_SCHEMA_VERSION) {
      await refuseWhileOthersRun(client, schema, version);
      for (const collection of COLLECTIONS) await ensureCollection(client, schema, collection);
      await client.query(`UPDATE ${VERSION_TABLE} SET version = $1`, [PG_SCHEMA_VERSION]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Every table and index of the layout, and the version row, for an empty schema. */
function createAllSql(): string {
  const statements = [
    `CREATE TABLE ${CHANGES_TABLE} (seq bigint PRIMARY KEY, writer text NOT NULL, collections text NOT NULL)`,
    `INSERT INTO ${VERSION_TABLE} (version) VALUES (${PG_SCHEMA_VERSION})`,
  ];
  for (const collection of COLLECTIONS) {
    const table = quote(collection);
    const indexes = sqlIndexes(collection);
    const columns = indexes.flatMap(([, index]) => index.columns.map((column) => `, ${quote(column)} ${KEY}`));
    statements.push(`CREATE TABLE ${table} (pk ${KEY} PRIMARY KEY, doc text NOT NULL${columns.join('')})`);
    for (const [name, index] of indexes) statements.push(...indexSql(collection, name, index));
  }
  return statements.join(';\n');
}

/** The statements that create `index` of `collection` (its side table, for a multi-entry one), when absent. */
function indexSql(collection: CollectionName, name: string, index: SqlIndex): string[] {
  if (index.entries) {
    const entries = quote(index.entries);
    return [
      `CREATE TABLE IF NOT EXISTS ${entries} (key ${KEY} NOT NULL, pk ${KEY} NOT NULL, PRIMARY KEY (key, pk))`,
      `CREATE INDEX IF NOT EXISTS ${quote(`${index.entries}.pk`)} ON ${entries} (pk)`,
    ];
  }
  const keyColumns = index.columns.map(quote).join(', ');
  const indexName = quote(`${collection}.${name}`);
  // A unique index holds the key alone; the others end in pk, the order a page follows.
  return [
    index.unique
      ? `CREATE UNIQUE INDEX IF NOT EXISTS ${indexName} ON ${quote(collection)} (${keyColumns})`
      : `CREATE INDEX IF NOT EXISTS ${indexName} ON ${quote(collection)} (${keyColumns}, pk)`,
  ];
}

/** The table, index columns, indexes and side tables of `collection`; refiled when any was added. */
async function ensureCollection(client: ClientBase, schema: string, collection: CollectionName): Promise<void> {
  const table = quote(collection);
  const existing = await tablesOf(client, schema);
  const existed = existing.has(collection);
  await client.query(`CREATE TABLE IF NOT EXISTS ${table} (pk ${KEY} PRIMARY KEY, doc text NOT NULL)`);
  const { rows } = await client.query<{ column_name: string }>(
    'SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2',
    [schema, collection],
  );
  const columns = new Set(rows.map((row) => row.column_name));
  let added = false;
  for (const [name, index] of sqlIndexes(collection)) {
    if (index.entries) added ||= !existing.has(index.entries);
    for (const column of index.columns.filter((column) => !columns.has(column))) {
      await client.query(`ALTER TABLE ${table} ADD COLUMN ${quote(column)} ${KEY}`);
      added = true;
    }
    for (const sql of indexSql(collection, name, index)) await client.query(sql);
  }
  if (existed && added) await refile(client, collection);
  if (existed) await dropRemovedIndexes(client, schema, collection);
}

/** Stores every document of `collection` again, which fills index columns and side tables added since. */
async function refile(client: ClientBase, collection: CollectionName): Promise<void> {
  const rows = await run(client, `SELECT doc FROM ${quote(collection)}`);
  for (const { doc } of rows) await putRecord(client, collection, JSON.parse(doc as string));
}

async function tablesOf(client: ClientBase, schema: string): Promise<Set<string>> {
  const { rows } = await client.query<{ tablename: string }>('SELECT tablename FROM pg_tables WHERE schemaname = $1', [schema]);
  return new Set(rows.map((row) => row.tablename));
}

/**
 * Drops the indexes and side tables of `collection` that its layout no longer names. Their key
 * columns stay, as in SQLite (and a side table's primary key goes with its table): a server of the earlier version may still be running and writes them.
 */
async function dropRemovedIndexes(client: ClientBase, schema: string, collection: CollectionName): Promise<void> {
  const keep = new Set(
    sqlIndexes(collection).flatMap(([name, index]) => (index.entries ? [index.entries, `${index.entries}.pk`] : [`${collection}.${name}`])),
  );
  const { rows } = await client.query<{ name: string; kind: string }>(
    `SELECT c.relname AS name, c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relkind IN ('i', 'r') AND starts_with(c.relname, $2)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = c.oid)`,
    [schema, `${collection}.`],
  );
  for (const { name, kind } of rows) {
    if (!keep.has(name)) await client.query(`DROP ${kind === 'i' ? 'INDEX' : 'TABLE'} IF EXISTS ${quote(name)}`);
  }
}
