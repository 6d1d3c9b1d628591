/**
 * The port's transaction (`Tx`) over one open PostgreSQL transaction. The SQL is SQLite's
 * (`sqlite/tx.ts`, built from the same layout), with `$n` placeholders and encoded index keys
 * (`postgres/keys.ts`); every statement is prepared once per connection, by name, but those on a
 * list of keys (`plannedAtEachCall`).
 */
import type { ClientBase } from 'pg';
import type { CollectionName, Collections, Tx } from '../../gateway/core';
import { keyAt } from '../layout';
import { encodeKey } from './keys';
import { entryKeys, indexColumnValues, quote, sqlIndexes } from '../sql/indexes';
import { Coalescer } from './coalesce';
import { run } from './tx-run';
import { countQuery, pageQuery, putPlan, writeGuard, type Param } from '../sql/queries';

const docsOf = <T>(rows: Record<string, unknown>[]): T[] => rows.map((row) => JSON.parse(row.doc as string) as T);

/**
 * A Tx inside the transaction the caller opened on `client`. `touched` collects what the writes
 * change; a read-only Tx (no `touched`) refuses writes. `check` runs before every call (it throws
 * once the store is closed). Transactions side by side on one connection may share a `coalescer`,
 * so that their reads travel together. A read answers once `heard()` (what the store's listeners
 * make of a change a transaction heard, `ChangeListener`), if any, has settled.
 */
export function pgTx(
  client: ClientBase,
  touched: Set<CollectionName> | undefined,
  check: () => void,
  coalescer = new Coalescer(client),
  heard: () => Promise<unknown> | undefined = () => undefined,
): Tx {
  const answer = async <T>(read: Promise<T>): Promise<T> => {
    const value = await read;
    const pending = heard();
    if (pending) await pending;
    return value;
  };
  /** Runs `sql` (a delete, a clear) after the reads and puts asked for before it. */
  const after = (sql: string, params: unknown[] = []) => {
    coalescer.flush();
    return run(client, sql, params);
  };
  /** A read beside the gets and other reads asked for with it: one round trip for them all. */
  const read = (sql: string, params: Param[]) => {
    check();
    return answer(coalescer.query(sql, params));
  };
  const docs = async <C extends CollectionName>([sql, params]: [string, Param[]]): Promise<Collections[C][]> =>
    docsOf(await read(sql, params));
  const writing = writeGuard(touched, check);
  return {
    async get(collection, key) {
      check();
      return answer(coalescer.get(collection, key));
    },
    all: (collection) => docs([`SELECT doc FROM ${quote(collection)} ORDER BY pk`, []]),
    find: (collection, index, key) => docs(pageQuery(collection, { index, key, limit: -1 }, encodeKey)),
    async page(collection, query) {
      if (query.limit <= 0) return [];
      return docs(pageQuery(collection, query, encodeKey));
    },
    async count(collection, by) {
      const [row] = await read(...countQuery(collection, by, encodeKey));
      return Number(row!.count);
    },
    async put(collection, record) {
      writing(collection);
      await coalescer.put(collection, record);
    },
    async delete(collection, key) {
      writing(collection);
      const entries = sqlIndexes(collection).flatMap(([, index]) => (index.entries ? [index.entries] : []));
      await Promise.all([
        ...entries.map((table) => after(`DELETE FROM ${quote(table)} WHERE pk = ?`, [key])),
        after(`DELETE FROM ${quote(collection)} WHERE pk = ?`, [key]),
      ]);
    },
    async clear(collection) {
      writing(collection);
      const entries = sqlIndexes(collection).flatMap(([, index]) => (index.entries ? [index.entries] : []));
      await Promise.all([...entries, collection].map((table) => after(`DELETE FROM ${quote(table)}`)));
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
