/**
 * Sorted (key, primary key) entries for the memory store: one list per index of the shared
 * layout and one for the primary key, kept in IndexedDB's key order so pages, prefixes and
 * counts read exactly as they do in the IndexedDB and SQLite stores.
 */

/** A valid key as IndexedDB reads one: a number, a string, or an array of valid keys. */
export type Key = number | string | Key[];

/** One record filed under one key of an index. */
export interface Entry {
  key: Key;
  pk: string;
}

/**
 * `value` as a key, or undefined when it is none (a missing field, null, a boolean, an object):
 * a record without a key for an index is left out of it, as in IndexedDB.
 */
export function asKey(value: unknown): Key | undefined {
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    const parts = value.map(asKey);
    return parts.every((part) => part !== undefined) ? (parts as Key[]) : undefined;
  }
  return undefined;
}

const rank = (key: Key) => (typeof key === 'number' ? 0 : typeof key === 'string' ? 1 : 2);

/**
 * IndexedDB's order of keys: numbers, then strings (by UTF-16 code units, as `<` compares them),
 * then arrays, element by element, a shorter array before a longer one it begins.
 */
export function compareKeys(a: Key, b: Key): number {
  // Most keys compared are strings (ids, states): answered before ranking.
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  const byType = rank(a) - rank(b);
  if (byType !== 0) return byType;
  if (Array.isArray(a)) {
    const other = b as Key[];
    for (let i = 0; i < Math.min(a.length, other.length); i++) {
      const byPart = compareKeys(a[i]!, other[i]!);
      if (byPart !== 0) return byPart;
    }
    return a.length - other.length;
  }
  return a < (b as number | string) ? -1 : a > (b as number | string) ? 1 : 0;
}

/** Entries by key, then by primary key. */
export function compareEntries(a: Entry, b: Entry): number {
  return compareKeys(a.key, b.key) || (a.pk < b.pk ? -1 : a.pk > b.pk ? 1 : 0);
}

/** The entries of one index (or of the primary key), always sorted. */
export class SortedEntries {
  entries: Entry[] = [];

  /** The first position whose entry is not before `probe`: where `probe` would be inserted. */
  lowerBound(probe: Entry | { key: Key; pk?: undefined }, from = 0, to = this.entries.length): number {
    let [low, high] = [from, to];
    while (low < high) {
      const middle = (low + high) >>> 1;
      const entry = this.entries[middle]!;
      const order = probe.pk === undefined ? compareKeys(entry.key, probe.key) : compareEntries(entry, probe as Entry);
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The first position past every entry filed under `key`. */
  upperBound(key: Key): number {
    let [low, high] = [0, this.entries.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareKeys(this.entries[middle]!.key, key) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  add(entry: Entry): void {
    this.entries.splice(this.lowerBound(entry), 0, entry);
  }

  remove(entry: Entry): void {
    const at = this.lowerBound(entry);
    if (at < this.entries.length && compareEntries(this.entries[at]!, entry) === 0) this.entries.splice(at, 1);
  }

  /** The primary keys filed under `key`. */
  pksUnder(key: Key): string[] {
    const from = this.lowerBound({ key });
    return this.entries.slice(from, this.upperBound(key)).map((entry) => entry.pk);
  }

  clear(): void {
    this.entries = [];
  }
}
