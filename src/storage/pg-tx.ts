/**
 * The port's transaction (`Tx`) over one open PostgreSQL transaction. The SQL is SQLite's
 * (`sqlite-tx.ts`, built from the same layout), with `$n` placeholders and encoded index keys
 * (`pg-keys.ts`); every statement is prepared once per connection, by name.
 */
import type { ClientBase } from 'pg';
import type { CollectionName, Collections, Tx } from '../gateway/ports';
import { keyAt } from './layout';
import { encodeKey } from './pg-keys';
import { entryKeys, indexColumnValues, quote, sqliteIndexes } from './sqlite-schema';
import { countQuery, getSql, pageQuery, putPlan, type Param } from './sqlite-tx';

/** Each SQL text as PostgreSQL takes it: `?` numbered, and a name to prepare it under. */
const prepared = new Map<string, { name: string; text: string }>();

function statement(sql: string): { name: string; text: string } {
  let found = prepared.get(sql);
  if (!found) {
    let n = 0;
    // The layout's identifiers never hold a `?`, so every one is a placeholder.
    found = { name: `gp${prepared.size}`, text: sql.replace(/\?/g, () => `$${++n}`) };
    prepared.set(sql, found);
  }
  return found;
}

/**
 * The statement each connection runs last. A connection runs one statement at a time anyway;
 * queued here, concurrent calls of one transaction (`Promise.all` of puts) follow each other
 * instead of leaning on the driver's own queue, which it deprecates.
 */
const lastOn = new WeakMap<ClientBase, Promise<unknown>>();

/** Runs `sql` (SQLite's placeholders) with `values`, prepared by name on this connection. */
export async function run(client: ClientBase, sql: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const { name, text } = statement(sql);
  return (await inTurn(client, () => client.query({ name, text, values }))).rows;
}

/**
 * Runs `text` (statements without parameters, such as `ROLLBACK TO write; …`) after every
 * statement asked for before it on `client`. A transaction's own statements go through here too:
 * a work that failed may have left statements queued, and a rollback must come after them.
 */
export function control<T = unknown>(client: ClientBase, text: string): Promise<T> {
  return inTurn(client, () => client.query(text) as Promise<T>);
}

function inTurn<T>(client: ClientBase, next: () => Promise<T>): Promise<T> {
  const result = (lastOn.get(client) ?? Promise.resolve()).then(next);
  lastOn.set(client, result.catch(() => undefined));
  return result;
}

const docsOf = <T>(rows: Record<string, unknown>[]): T[] => rows.map((row) => JSON.parse(row.doc as string) as T);

/**
 * A Tx inside the transaction the caller opened on `client`. `touched` collects what the writes
 * change; a read-only Tx (no `touched`) refuses writes. `check` runs before every call (it throws
 * once the store is closed).
 */
export function pgTx(client: ClientBase, touched: Set<CollectionName> | undefined, check: () => void): Tx {
  const docs = async <C extends CollectionName>([sql, params]: [string, Param[]]): Promise<Collections[C][]> => {
    check();
    return docsOf(await run(client, sql, params));
  };
  const writing = (collection: CollectionName) => {
    check();
    if (!touched) throw new Error(`A read-only transaction cannot change ${collection}`);
    touched.add(collection);
  };
  return {
    async get(collection, key) {
      check();
      const [doc] = docsOf<Collections[typeof collection]>(await run(client, getSql(collection), [key]));
      return doc;
    },
    all: (collection) => docs([`SELECT doc FROM ${quote(collection)} ORDER BY pk`, []]),
    find: (collection, index, key) => docs(pageQuery(collection, { index, key, limit: -1 }, encodeKey)),
    async page(collection, query) {
      if (query.limit <= 0) return [];
      return docs(pageQuery(collection, query, encodeKey));
    },
    async count(collection, by) {
      check();
      const [sql, params] = countQuery(collection, by, encodeKey);
      const [row] = await run(client, sql, params);
      return Number(row!.count);
    },
    async put(collection, record) {
      writing(collection);
      await putRecord(client, collection, record);
    },
    async delete(collection, key) {
      writing(collection);
      const entries = sqliteIndexes(collection).flatMap(([, index]) => (index.entries ? [index.entries] : []));
      await Promise.all([
        ...entries.map((table) => run(client, `DELETE FROM ${quote(table)} WHERE pk = ?`, [key])),
        run(client, `DELETE FROM ${quote(collection)} WHERE pk = ?`, [key]),
      ]);
    },
    async clear(collection) {
      writing(collection);
      const entries = sqliteIndexes(collection).flatMap(([, index]) => (index.entries ? [index.entries] : []));
      await Promise.all([...entries, collection].map((table) => run(client, `DELETE FROM ${quote(table)}`)));
    },
  };
}

/** Stores `record` under its primary key with its index columns and entries (an upsert, as SQLite's). */
export async function putRecord<C extends CollectionName>(client: ClientBase, collection: C, record: Collections[C]): Promise<void> {
  const { keyPath, upsert, single, entries } = putPlan(collection);
  const pk = keyAt(record, keyPath) as string;
  const columns = single.flatMap((index) => indexColumnValues(record, index).map(encodeKey));
  const writes = [run(client, upsert, [pk, JSON.stringify(record), ...columns])];
  for (const { index, clear, insert } of entries) {
    writes.push(run(client, clear, [pk]));
    for (const key of entryKeys(record, index)) writes.push(run(client, insert, [encodeKey(key), pk]));
  }
  await Promise.all(writes);
}
