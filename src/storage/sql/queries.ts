/**
 * The SQL both SQL stores (SQLite, PostgreSQL) run on the tables of `indexes.ts`, built once per
 * collection: a read by primary key, a put with its index columns and entries, a page, a count.
 * Parameters are `?`; PostgreSQL numbers them and encodes its key values (`KeyParam`).
 */
import type { CollectionName, PageQuery } from '../../gateway/core';
import { assertPrefix, keyAt, LAYOUT } from '../layout';
import { asKey, indexColumnValues, quote, sqlIndex, sqlIndexes, type SqlIndex } from './indexes';

export type Param = number | string | null;

/**
 * How a key value is passed to the database. SQLite takes numbers and strings as they are;
 * PostgreSQL's key columns hold them encoded (`postgres/keys.ts`), and builds its SQL here too.
 */
export type KeyParam = (key: Param) => Param;
const asIs: KeyParam = (key) => key;

/**
 * What a Tx runs before each write: `check` (the store is open), then refuses the write in a
 * read-only Tx (no `touched`), as IndexedDB does, or notes the collection it changes.
 */
export function writeGuard(touched: Set<CollectionName> | undefined, check: () => void): (collection: CollectionName) => void {
  return (collection) => {
    check();
    if (!touched) throw new Error(`A read-only transaction cannot change ${collection}`);
    touched.add(collection);
  };
}

const getSqls = new Map<CollectionName, string>();

/** The SQL that reads one record by primary key, built once per collection. */
export function getSql(collection: CollectionName): string {
  let sql = getSqls.get(collection);
  if (sql === undefined) getSqls.set(collection, (sql = `SELECT doc FROM ${quote(collection)} WHERE pk = ?`));
  return sql;
}

export interface PutPlan {
  keyPath: string;
  upsert: string;
  single: SqlIndex[];
  entries: { index: SqlIndex; clear: string; insert: string }[];
}

const putPlans = new Map<CollectionName, PutPlan>();

/** The SQL that stores a record of `collection`, built once: a put is the commonest call. */
export function putPlan(collection: CollectionName): PutPlan {
  let plan = putPlans.get(collection);
  if (plan) return plan;
  const indexes = sqlIndexes(collection).map(([, index]) => index);
  const single = indexes.filter((index) => !index.entries);
  const columns = ['pk', 'doc', ...single.flatMap((index) => index.columns)].map(quote);
  const updates = columns.slice(1).map((column) => `${column} = excluded.${column}`);
  plan = {
    keyPath: LAYOUT[collection].keyPath,
    upsert: `INSERT INTO ${quote(collection)} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
       ON CONFLICT (pk) DO UPDATE SET ${updates.join(', ')}`,
    single,
    entries: indexes.flatMap((index) =>
      index.entries
        ? [
            {
              index,
              clear: `DELETE FROM ${quote(index.entries)} WHERE pk = ?`,
              insert: `INSERT INTO ${quote(index.entries)} (key, pk) VALUES (?, ?)`,
            },
          ]
        : [],
    ),
  };
  putPlans.set(collection, plan);
  return plan;
}

/**
 * The SQL of one page: in index order then primary key order (or primary key order alone),
 * starting right after `after`, whether or not that record still exists.
 */
export function pageQuery<C extends CollectionName, I extends string>(
  collection: C,
  { index, key, prefix, after, limit, reverse = false }: PageQuery<C, any> & { index?: I },
  keyParam: KeyParam = asIs,
): [string, Param[]] {
  assertPrefix(collection, index, key, prefix);
  const table = quote(collection);
  const [direction, past] = reverse ? ['DESC', '<'] : ['ASC', '>'];
  const afterPk = after === undefined ? undefined : (keyAt(after, LAYOUT[collection].keyPath) as string);
  const where: string[] = [];
  const params: Param[] = [];
  let from = table;
  let order = [`${table}.pk`];
  if (index) {
    const shape = sqlIndex(collection, index);
    if (shape.entries) {
      if (key === undefined) throw new Error(`A page of ${collection} by the multi-entry index ${index} needs a key`);
      from = `${table} JOIN ${quote(shape.entries)} AS entry ON entry.pk = ${table}.pk`;
      where.push('entry.key = ?');
      params.push(keyParam(asKey(key)));
    } else {
      // The key's leading parts that are given (all of them for a key); the rest order the page.
      const whole = Array.isArray(shape.keyPath) ? (key as unknown[]) : [key];
      const given = key !== undefined ? whole : (prefix ?? []);
      const fixed = shape.columns.slice(0, given.length);
      const free = shape.columns.slice(given.length);
      fixed.forEach((column, i) => {
        where.push(`${quote(column)} = ?`);
        params.push(keyParam(asKey(given[i])));
      });
      // Records without a key for the index are not in it, as in IndexedDB.
      where.push(...free.map((column) => `${quote(column)} IS NOT NULL`));
      order = [...free.map(quote), `${table}.pk`];
      if (after !== undefined && free.length > 0) {
        where.push(`(${order.join(', ')}) ${past} (${order.map(() => '?').join(', ')})`);
        params.push(...indexColumnValues(after, shape).slice(given.length).map(keyParam), afterPk!);
      }
    }
  }
  // Within one key (or with no index) the primary key alone orders the page.
  if (afterPk !== undefined && order.length === 1) {
    where.push(`${table}.pk ${past} ?`);
    params.push(afterPk);
  }
  const sql =
    `SELECT ${table}.doc FROM ${from}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}` +
    ` ORDER BY ${order.map((column) => `${column} ${direction}`).join(', ')}`;
  // No limit (a find) is no LIMIT clause: SQLite runs a bound `LIMIT -1` at several times the
  // cost of a one-row lookup.
  return limit < 0 ? [sql, params] : [`${sql} LIMIT ?`, [...params, limit]];
}

export function countQuery(
  collection: CollectionName,
  by?: { index: string; key?: unknown; prefix?: readonly (string | number)[] },
  keyParam: KeyParam = asIs,
): [string, Param[]] {
  const table = quote(collection);
  if (!by) return [`SELECT count(*) FROM ${table}`, []];
  const { index, key, prefix } = by;
  assertPrefix(collection, index, key, prefix);
  const shape = sqlIndex(collection, index);
  if (shape.entries) {
    const entries = quote(shape.entries);
    return key === undefined
      ? [`SELECT count(*) FROM ${entries}`, []]
      : [`SELECT count(*) FROM ${entries} WHERE key = ?`, [keyParam(asKey(key))]];
  }
  if (key === undefined && prefix === undefined) {
    return [`SELECT count(*) FROM ${table} WHERE ${shape.columns.map((column) => `${quote(column)} IS NOT NULL`).join(' AND ')}`, []];
  }
  // A record is in an index with every part of its key or with none, so matching the leading
  // parts finds the same records as matching a whole key.
  const parts = prefix ?? (Array.isArray(shape.keyPath) ? (key as unknown[]) : [key]);
  return [
    `SELECT count(*) FROM ${table} WHERE ${shape.columns
      .slice(0, parts.length)
      .map((column) => `${quote(column)} = ?`)
      .join(' AND ')}`,
    parts.map((part) => keyParam(asKey(part))),
  ];
}
