/**
 * Paged reads over IndexedDB cursors: a page starts right after the last record of the previous
 * one, found by its index key and primary key, so no page reads what came before it.
 */
import type { IDBPTransaction } from 'idb';
import type { CollectionName, Collections, Indexes, PageQuery } from '../../gateway/core';
import { assertPrefix, keyAt, LAYOUT, type IndexLayout } from '../layout';
import type { GatewayDB } from './schema';

/** The part of idb's cursor (over a store or an index) that paging uses. */
interface Cursor {
  key: IDBValidKey;
  primaryKey: IDBValidKey;
  value: unknown;
  continue(key?: IDBValidKey): Promise<Cursor | null>;
  continuePrimaryKey(key: IDBValidKey, primaryKey: IDBValidKey): Promise<Cursor | null>;
}
interface CursorSource {
  openCursor(range: IDBKeyRange | null, direction: IDBCursorDirection): Promise<Cursor | null>;
}
type AnyTx = IDBPTransaction<GatewayDB, CollectionName[], IDBTransactionMode>;

/** Reads one page of `collection` inside `tx`. */
export async function readPage<C extends CollectionName, I extends keyof Indexes[C] & string>(
  tx: AnyTx,
  collection: C,
  { index, key, prefix, after, limit, reverse = false }: PageQuery<C, I>,
): Promise<Collections[C][]> {
  if (limit <= 0) return [];
  const store = tx.objectStore(collection);
  const layout = LAYOUT[collection];
  const indexLayout = index ? (layout.indexes as Record<string, IndexLayout>)[index] : undefined;
  if (indexLayout?.multiEntry && key === undefined) {
    throw new Error(`A page of ${collection} by the multi-entry index ${index} needs a key`);
  }
  const source = (index ? store.index(index as never) : store) as unknown as CursorSource;
  const range = keyRange(collection, index, key, prefix);
  let cursor = await source.openCursor(range, reverse ? 'prev' : 'next');
  if (cursor && after) {
    const afterPrimary = keyAt(after, layout.keyPath) as string;
    // With a key, every record of the page shares it: the record's own index key would be wrong
    // for a multi-entry index, whose records are filed under each element. With a prefix, the
    // page resumes from the record's place under it, wherever the record itself is filed.
    const afterKey = indexLayout ? (key ?? resumeKey(keyAt(after, indexLayout.keyPath), prefix)) : afterPrimary;
    cursor = await skipPast(cursor, indexLayout ? afterKey : undefined, afterPrimary, reverse);
  }
  const records: Collections[C][] = [];
  while (cursor && records.length < limit) {
    records.push(cursor.value as Collections[C]);
    cursor = await cursor.continue();
  }
  return records;
}

/** `recordKey` (a compound key) with its leading parts replaced by `prefix`. */
function resumeKey(recordKey: unknown, prefix: readonly (string | number)[] | undefined): unknown {
  return prefix ? [...prefix, ...(recordKey as unknown[]).slice(prefix.length)] : recordKey;
}

/** The keys a query reads: one key, the keys that start with `prefix`, or (null) every key. */
export function keyRange(
  collection: CollectionName,
  index: string | undefined,
  key: unknown,
  prefix: readonly (string | number)[] | undefined,
) {
  assertPrefix(collection, index, key, prefix);
  return key !== undefined ? IDBKeyRange.only(key) : prefix ? prefixRange(prefix) : null;
}

/**
 * Every compound key that starts with `prefix`: a shorter array sorts before every longer one it
 * begins, and an array after every number and string, so `[...prefix, []]` bounds them above.
 */
function prefixRange(prefix: readonly (string | number)[]): IDBKeyRange {
  return IDBKeyRange.bound(prefix, [...prefix, []]);
}

/**
 * Moves `cursor` to the first record past (indexKey, primaryKey) in its direction. Without an
 * index the primary key alone orders the records.
 */
async function skipPast(cursor: Cursor, indexKey: unknown, primaryKey: string, reverse: boolean): Promise<Cursor | null> {
  const sign = reverse ? -1 : 1;
  const position = (at: Cursor) =>
    indexKey === undefined
      ? indexedDB.cmp(at.primaryKey, primaryKey)
      : indexedDB.cmp(at.key, indexKey) || indexedDB.cmp(at.primaryKey, primaryKey);
  const past = (at: Cursor) => position(at) * sign > 0;
  if (past(cursor)) return cursor;
  // Jumping to the position the cursor is already at is an error; it only needs a step then.
  let next: Cursor | null =
    position(cursor) === 0
      ? cursor
      : indexKey === undefined
        ? await cursor.continue(primaryKey)
        : await cursor.continuePrimaryKey(indexKey as IDBValidKey, primaryKey);
  // The cursor lands on the record itself when it still exists; the page starts after it.
  if (next && !past(next)) next = await next.continue();
  return next;
}
