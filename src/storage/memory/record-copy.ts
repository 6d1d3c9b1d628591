/**
 * Copies of records as they go into and out of the memory store, as IndexedDB clones them.
 * Stored records are trees of plain objects, arrays and primitives (they come from JSON), which
 * this copies field by field: about a tenth of `structuredClone`'s cost in Node, where a month of
 * retries copies each attempt half a dozen times. Anything else (a Date, a Map, a typed array, a
 * function) goes to `structuredClone`, which copies it or refuses it as IndexedDB would.
 */
export function copyRecord<T>(value: T): T {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function' && typeof value !== 'symbol')) return value;
  if (Array.isArray(value)) return value.map(copyRecord) as T;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return structuredClone(value);
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyRecord((value as Record<string, unknown>)[key]);
  return copy as T;
}
