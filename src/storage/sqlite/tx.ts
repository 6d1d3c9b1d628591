/**
 * The port's transaction (`Tx`) over one open SQLite transaction: every read and list is one
 * indexed query, pages included, so no request reads a whole collection it does not list.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { CollectionName, Collections, Tx } from '../../gateway/core';
import { keyAt } from '../layout';
import { entryKeys, pushIndexColumnValues, quote, sqlIndexes } from '../sql/indexes';
import { countQuery, getSql, pageQuery, putPlan, writeGuard, type Param } from '../sql/queries';

/** Prepared statements, kept by their SQL text: preparing is far dearer than running. */
export class Statements {
  private readonly cache = new Map<string, BetterSqlite3.Statement>();

  constructor(private readonly db: BetterSqlite3.Database) {}

  get(sql: string): BetterSqlite3.Statement {
    let statement = this.cache.get(sql);
    if (!statement) this.cache.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }
}

/**
 * A Tx inside the transaction the caller opened. `touched` collects what the writes change; a
 * read-only Tx (no `touched`) refuses writes, as IndexedDB does. `check` runs before every call
 * (it throws once the store is closed).
 */
export function sqliteTx(statements: Statements, touched: Set<CollectionName> | undefined, check: () => void): Tx {
  const docs = <C extends CollectionName>(sql: string, params: Param[]): Collections[C][] => {
    check();
    return (
      statements
        .get(sql)
        .pluck()
        .all(...params) as string[]
    ).map((doc) => JSON.parse(doc));
  };
  const writing = writeGuard(touched, check);
  return {
    async get(collection, key) {
      check();
      const doc = statements.get(getSql(collection)).pluck().get(key) as string | undefined;
      return doc === undefined ? undefined : JSON.parse(doc);
    },
    async all(collection) {
      return docs(`SELECT doc FROM ${quote(collection)} ORDER BY pk`, []);
    },
    async find(collection, index, key) {
      return docs(...pageQuery(collection, { index, key, limit: -1 }));
    },
    async page(collection, query) {
      if (query.limit <= 0) return [];
      return docs(...pageQuery(collection, query));
    },
    async count(collection, by) {
      check();
      const [sql, params] = countQuery(collection, by);
      return statements
        .get(sql)
        .pluck()
        .get(...params) as number;
    },
    async put(collection, record) {
      writing(collection);
      putRecord(statements, collection, record);
    },
    async delete(collection, key) {
      writing(collection);
      for (const [, index] of sqlIndexes(collection)) {
        if (index.entries) statements.get(`DELETE FROM ${quote(index.entries)} WHERE pk = ?`).run(key);
      }
      statements.get(`DELETE FROM ${quote(collection)} WHERE pk = ?`).run(key);
    },
    async clear(collection) {
      writing(collection);
      for (const [, index] of sqlIndexes(collection)) {
        if (index.entries) statements.get(`DELETE FROM ${quote(index.entries)}`).run();
      }
      statements.get(`DELETE FROM ${quote(collection)}`).run();
    },
  };
}

/**
 * Stores `record` under its primary key with its index columns and entries. An upsert, not
 * REPLACE: REPLACE would silently delete another record that breaks a unique index, where
 * IndexedDB fails the write.
 */
export function putRecord<C extends CollectionName>(statements: Statements, collection: C, record: Collections[C]): void {
  const { keyPath, upsert, single, entries } = putPlan(collection);
  const pk = keyAt(record, keyPath) as string;
  const params: Param[] = [pk, JSON.stringify(record)];
  for (const index of single) pushIndexColumnValues(params, record, index);
  statements.get(upsert).run(...params);
  for (const { index, clear, insert } of entries) {
    statements.get(clear).run(pk);
    for (const key of entryKeys(record, index)) statements.get(insert).run(key, pk);
  }
}
