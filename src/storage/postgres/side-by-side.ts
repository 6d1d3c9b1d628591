/**
 * Writes of one batch that only read and put records (`WriteOptions.onlyReadsAndPuts`: a
 * create) run side by side instead of one after another: their reads travel together (one round
 * trip for a batch of creates' products, `externalId`s and fresh hashes, instead of one each),
 * and their puts are kept back, then checked. The outcome must be the one running them in turn
 * gives, so each work's reads are logged, and the outcomes stand only when no work read, or
 * looked up under an index key, what a work before it put; otherwise the batch runs them one by
 * one, as every other write. Under the write lock every other server waits on, round trips are
 * what counts.
 */
import type { CollectionName, Collections, Tx } from '../../gateway/core';
import { keyAt, LAYOUT } from '../layout';
import { indexColumnValues, sqlIndex } from '../sql/indexes';

type Put = { [C in CollectionName]: [C, Collections[C]] }[CollectionName];

/** What one work read, and the puts it asked for, kept back. */
export class WorkLog {
  readonly gets: [CollectionName, string][] = [];
  readonly finds: { collection: CollectionName; index: string; key: unknown; found: string[] }[] = [];
  /** Collections read some other way (all of one, a page, a count): any put to them conflicts. */
  readonly scanned = new Set<CollectionName>();
  readonly puts: Put[] = [];
  /** It read after it put, or deleted: the log cannot say what it saw, so it runs in turn. */
  mustRunInTurn = false;
}

/** `tx` for a work run beside others: reads go through and are logged, puts are kept in `log`. */
export function loggedTx(tx: Tx, log: WorkLog): Tx {
  // A read after the work's own put would not see it: that work must run in turn.
  const reading = () => {
    if (log.puts.length > 0) log.mustRunInTurn = true;
  };
  return {
    get(collection, key) {
      reading();
      log.gets.push([collection, key]);
      return tx.get(collection, key);
    },
    all(collection) {
      reading();
      log.scanned.add(collection);
      return tx.all(collection);
    },
    async find(collection, index, key) {
      reading();
      const found = await tx.find(collection, index, key);
      log.finds.push({ collection, index, key, found: found.map((record) => keyAt(record, LAYOUT[collection].keyPath) as string) });
      return found;
    },
    page(collection, query) {
      reading();
      log.scanned.add(collection);
      return tx.page(collection, query);
    },
    count(collection, by) {
      reading();
      log.scanned.add(collection);
      return tx.count(collection, by);
    },
    async put(collection, record) {
      log.puts.push([collection, record] as Put);
    },
    async delete() {
      log.mustRunInTurn = true;
    },
    async clear() {
      log.mustRunInTurn = true;
    },
  };
}

/**
 * Whether the works, in this order, saw what running them one after another would have shown
 * them: none read a record, or looked up an index key, that a work before it put. `kept` tells
 * which works ended well: a failed work's puts are not kept, so they conflict with nothing.
 */
export function standInOrder(logs: WorkLog[], kept: boolean[]): boolean {
  const written = new Map<CollectionName, Map<string, Collections[CollectionName]>>();
  for (const [i, log] of logs.entries()) {
    if (log.mustRunInTurn) return false;
    if (log.gets.some(([collection, key]) => written.get(collection)?.has(key))) return false;
    if ([...log.scanned].some((collection) => written.has(collection))) return false;
    if (log.finds.some((find) => foundOtherwise(find, written.get(find.collection)))) return false;
    if (log.puts.some(([collection, record]) => written.get(collection)?.has(primaryKey(collection, record)))) return false;
    if (!kept[i]) continue;
    for (const [collection, record] of log.puts) {
      let records = written.get(collection);
      if (!records) written.set(collection, (records = new Map()));
      records.set(primaryKey(collection, record), record);
    }
  }
  return true;
}

/** Whether the records put before would change what `find` found: one of them, or one filed under its key. */
function foundOtherwise(find: WorkLog['finds'][number], written: Map<string, Collections[CollectionName]> | undefined): boolean {
  if (!written) return false;
  if (find.found.some((key) => written.has(key))) return true;
  const index = sqlIndex(find.collection, find.index);
  // A multi-entry index files a record under many keys: any put to its collection counts.
  if (index.entries) return true;
  const wanted = Array.isArray(find.key) ? find.key : [find.key];
  return [...written.values()].some((record) => {
    const filed = indexColumnValues(record, index);
    return filed.length === wanted.length && filed.every((value, i) => value === wanted[i]);
  });
}

function primaryKey(collection: CollectionName, record: Collections[CollectionName]): string {
  return keyAt(record, LAYOUT[collection].keyPath) as string;
}
