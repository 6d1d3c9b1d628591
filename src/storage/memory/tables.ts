/**
 * The records of one memory database and their indexes, built from the shared layout
 * (`layout.ts`): what IndexedDB keeps in object stores and SQLite in tables, held in maps and
 * sorted entry lists. Queries here answer as the other stores do; transactions are the store's.
 */
import { type CollectionName, COLLECTIONS, type Collections, type PageQuery } from '../../gateway/core';
import { assertPrefix, keyAt, LAYOUT, type IndexLayout } from '../layout';
import { asKey, compareEntries, compareKeys, SortedEntries, type Entry, type Key } from './sorted-index';

type AnyRecord = Collections[CollectionName];

interface IndexTable {
  layout: IndexLayout;
  entries: SortedEntries;
}

/** One collection: records by primary key, the primary key's order, and each index. */
class Table {
  readonly records = new Map<string, AnyRecord>();
  readonly byPk = new SortedEntries();
  readonly indexes = new Map<string, IndexTable>();

  constructor(readonly name: CollectionName) {
    for (const [index, layout] of Object.entries(LAYOUT[name].indexes as Record<string, IndexLayout>)) {
      this.indexes.set(index, { layout, entries: new SortedEntries() });
    }
  }

  pkOf(record: AnyRecord): string {
    const pk = keyAt(record, LAYOUT[this.name].keyPath);
    if (typeof pk !== 'string' && typeof pk !== 'number')
      throw new Error(`A record of ${this.name} has no key at ${LAYOUT[this.name].keyPath}`);
    return String(pk);
  }

  index(name: string): IndexTable {
    const index = this.indexes.get(name);
    if (!index) throw new Error(`${this.name} has no index ${name}`);
    return index;
  }
}

/** The keys a record is filed under in an index: none, one, or (multi-entry) one per distinct element. */
function keysFor(record: AnyRecord, layout: IndexLayout): Key[] {
  const value = keyAt(record, layout.keyPath);
  if (layout.multiEntry && Array.isArray(value)) {
    const keys = value.map(asKey).filter((key): key is Key => key !== undefined);
    return keys.filter((key, i) => keys.findIndex((other) => compareKeys(key, other) === 0) === i);
  }
  const key = asKey(value);
  return key === undefined ? [] : [key];
}

function sameKeys(a: Key[], b: Key[]): boolean {
  return a.length === b.length && a.every((key, i) => compareKeys(key, b[i]!) === 0);
}

/** Every collection of one database. */
export class MemoryTables {
  private readonly tables = new Map<CollectionName, Table>(COLLECTIONS.map((name) => [name, new Table(name)]));

  private table(name: CollectionName): Table {
    return this.tables.get(name)!;
  }

  get<C extends CollectionName>(collection: C, pk: string): Collections[C] | undefined {
    return this.table(collection).records.get(pk) as Collections[C] | undefined;
  }

  all<C extends CollectionName>(collection: C): Collections[C][] {
    const table = this.table(collection);
    return table.byPk.entries.map((entry) => table.records.get(entry.pk) as Collections[C]);
  }

  /**
   * Throws, changing nothing, when `record` would share a key of a unique index with another
   * record: IndexedDB fails such a put with a ConstraintError.
   */
  checkUnique<C extends CollectionName>(collection: C, record: Collections[C]): void {
    const table = this.table(collection);
    const pk = table.pkOf(record);
    for (const [name, { layout, entries }] of table.indexes) {
      if (!layout.unique) continue;
      for (const key of keysFor(record, layout)) {
        if (entries.pksUnder(key).some((other) => other !== pk)) {
          throw new Error(`ConstraintError: ${collection}.${name} already holds the key ${JSON.stringify(key)}`);
        }
      }
    }
  }

  /**
   * Stores `record` (or, undefined, removes the record) under `pk`, indexes included. A record
   * put over itself moves only in the indexes whose keys changed: a delivery attempt changes
   * state a few times and keeps its webhook and payment, and each move is a splice.
   */
  set<C extends CollectionName>(collection: C, pk: string, record: Collections[C] | undefined): void {
    const table = this.table(collection);
    const previous = table.records.get(pk);
    if (record) table.records.set(pk, record);
    else table.records.delete(pk);
    if (previous === undefined && record) table.byPk.add({ key: pk, pk });
    if (previous !== undefined && !record) table.byPk.remove({ key: pk, pk });
    for (const { layout, entries } of table.indexes.values()) {
      const before = previous ? keysFor(previous, layout) : [];
      const after = record ? keysFor(record, layout) : [];
      if (sameKeys(before, after)) continue;
      for (const key of before) entries.remove({ key, pk });
      for (const key of after) entries.add({ key, pk });
    }
  }

  pkOf<C extends CollectionName>(collection: C, record: Collections[C]): string {
    return this.table(collection).pkOf(record);
  }

  clear(collection: CollectionName): void {
    const table = this.table(collection);
    table.records.clear();
    table.byPk.clear();
    for (const { entries } of table.indexes.values()) entries.clear();
  }

  /** One page, as the port's PageQuery describes; a negative limit reads to the end (a find). */
  page<C extends CollectionName>(collection: C, query: PageQuery<C, any>): Collections[C][] {
    const { index, key, prefix, after, limit, reverse = false } = query;
    if (limit === 0) return [];
    const table = this.table(collection);
    const indexTable = index === undefined ? undefined : table.index(index);
    if (indexTable?.layout.multiEntry && key === undefined) {
      throw new Error(`A page of ${collection} by the multi-entry index ${index} needs a key`);
    }
    const entries = indexTable?.entries ?? table.byPk;
    let [from, to] = this.range(collection, entries, index, key, prefix);
    if (after !== undefined) {
      const afterPk = table.pkOf(after);
      // With a key, every entry of the page shares it; with a prefix, the page resumes from the
      // record's place under it, wherever the record itself is filed (as idb/page.ts does).
      const afterKey = indexTable ? (key !== undefined ? asKey(key) : resumeKey(keyAt(after, indexTable.layout.keyPath), prefix)) : afterPk;
      if (afterKey === undefined) return [];
      const probe: Entry = { key: afterKey, pk: afterPk };
      const at = entries.lowerBound(probe, from, to);
      const exact = at < to && compareEntries(entries.entries[at]!, probe) === 0;
      if (reverse) to = at;
      else from = exact ? at + 1 : at;
    }
    const picked = reverse ? entries.entries.slice(from, to).reverse() : entries.entries.slice(from, to);
    const limited = limit < 0 ? picked : picked.slice(0, limit);
    return limited.map((entry) => table.records.get(entry.pk) as Collections[C]);
  }

  /** How many entries an index files under `key` or `prefix`, or the collection's size. */
  count(collection: CollectionName, by?: { index: string; key?: unknown; prefix?: readonly (string | number)[] }): number {
    const table = this.table(collection);
    if (!by) return table.records.size;
    const entries = table.index(by.index).entries;
    const [from, to] = this.range(collection, entries, by.index, by.key, by.prefix);
    return to - from;
  }

  /** The positions [from, to) of the entries a query reads: one key, a prefix, or all. */
  private range(
    collection: CollectionName,
    entries: SortedEntries,
    index: string | undefined,
    key: unknown,
    prefix: readonly (string | number)[] | undefined,
  ): [number, number] {
    assertPrefix(collection, index, key, prefix);
    if (key !== undefined) {
      const wanted = asKey(key);
      if (wanted === undefined) return [0, 0];
      return [entries.lowerBound({ key: wanted }), entries.upperBound(wanted)];
    }
    if (prefix) {
      // A shorter array sorts before every longer one it begins, and an array after every number
      // and string, so `[...prefix, []]` bounds the keys that start with `prefix` above.
      return [entries.lowerBound({ key: [...prefix] }), entries.lowerBound({ key: [...prefix, []] })];
    }
    return [0, entries.entries.length];
  }
}

/** `recordKey` (a compound key) with its leading parts replaced by `prefix`. */
function resumeKey(recordKey: unknown, prefix: readonly (string | number)[] | undefined): Key | undefined {
  return asKey(prefix ? [...prefix, ...(recordKey as unknown[]).slice(prefix.length)] : recordKey);
}
