/**
 * How both SQL stores (SQLite, PostgreSQL) file the shared layout's indexes (`layout.ts`): each
 * collection is a table of JSON documents keyed by the primary key, with one column per index key
 * field; a multi-entry index is a side table of (key, primary key) pairs, since one record is filed
 * under each element of its array.
 *
 * WARNING: the column and side-table names below are what existing databases hold. Renaming one
 * needs a migration in each store's schema.
 */
import type { CollectionName, Collections } from '../../gateway/core';
import { keyAt, LAYOUT, type IndexLayout } from '../layout';

/** Where an index lives in SQL and how a record's key for it is read. */
export interface SqlIndex {
  keyPath: string | string[];
  unique: boolean;
  /** Columns of the collection's table holding the key; empty for a multi-entry index. */
  columns: string[];
  /** The side table of a multi-entry index, with columns `key` and `pk`. */
  entries?: string;
}

/** `"name"`, safe for any identifier the layout holds. */
export const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/** The SQL shape of `index` of `collection`. */
export function sqlIndex(collection: CollectionName, index: string): SqlIndex {
  const layout = (LAYOUT[collection].indexes as Record<string, IndexLayout>)[index];
  if (!layout) throw new Error(`${collection} has no index ${index}`);
  const { keyPath, unique = false, multiEntry = false } = layout;
  if (multiEntry) return { keyPath, unique, columns: [], entries: `${collection}.${index}` };
  const columns = Array.isArray(keyPath) ? keyPath.map((_, i) => `ix_${index}_${i}`) : [`ix_${index}`];
  return { keyPath, unique, columns };
}

const indexesByCollection = new Map<CollectionName, [string, SqlIndex][]>();

/** Every index of `collection`, by name. Worked out once: the layout is fixed, and every write asks. */
export function sqlIndexes(collection: CollectionName): [string, SqlIndex][] {
  let indexes = indexesByCollection.get(collection);
  if (!indexes) {
    indexes = Object.keys(LAYOUT[collection].indexes).map((index) => [index, sqlIndex(collection, index)]);
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
export function indexColumnValues<C extends CollectionName>(record: Collections[C], index: SqlIndex): (number | string | null)[] {
  return pushIndexColumnValues([], record, index);
}

/**
 * `indexColumnValues`, appended to `values` (answered): a put passes them with its other
 * parameters, and building no array per index spares a put's garbage.
 */
export function pushIndexColumnValues<C extends CollectionName>(
  values: (number | string | null)[],
  record: Collections[C],
  index: SqlIndex,
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
export function entryKeys<C extends CollectionName>(record: Collections[C], index: SqlIndex): (number | string)[] {
  const value = keyAt(record, index.keyPath);
  const keys = (Array.isArray(value) ? value : [value]).map(asKey).filter((key) => key !== null);
  return [...new Set(keys)];
}
