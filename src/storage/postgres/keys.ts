/**
 * Index keys as PostgreSQL stores them. A key column may hold numbers and strings (the layout does
 * not type its fields), and IndexedDB orders every number before every string, numbers by value
 * and strings by code unit. One `text COLLATE "C"` column keeps that order when a number is
 * written as `n` and 16 hex digits that sort as its value does, and a string as `s` and itself.
 * PostgreSQL's text cannot hold U+0000, so U+0000 and U+0001 are escaped in an order-keeping way.
 */
import type { Param } from '../sql/queries';

/** The stored form of `key` (null, a record out of the index, stays null). */
export function encodeKey(key: Param): string | null {
  if (key === null) return null;
  if (typeof key === 'string') return `s${key.replace(/[\u0000\u0001]/g, (char) => (char === '\u0000' ? '\u0001\u0001' : '\u0001\u0002'))}`;
  return `n${sortableHex(key)}`;
}

/**
 * The IEEE 754 bits of `value` made to sort as unsigned numbers in the value's order: a positive
 * number gets its sign bit set, a negative one all its bits flipped.
 */
function sortableHex(value: number): string {
  const view = new DataView(new ArrayBuffer(8));
  // -0 is the key 0, as in IndexedDB.
  view.setFloat64(0, value === 0 ? 0 : value);
  let bits = view.getBigUint64(0);
  bits = bits >> 63n ? ~bits & 0xffff_ffff_ffff_ffffn : bits | (1n << 63n);
  return bits.toString(16).padStart(16, '0');
}
