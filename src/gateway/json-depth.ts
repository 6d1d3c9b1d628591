/**
 * How deeply a parsed JSON value nests. `JSON.parse` handles any depth, but `JSON.stringify`,
 * structured cloning (IndexedDB) and every recursive walk overflow the stack somewhere past a
 * few thousand levels: a value that deep must never be stored, or export and lists would break.
 */

/**
 * The deepest nesting a request body may have: Jackson's default limit is 1000; a sandbox body
 * needs far less, and staying well under it leaves room for the levels a snapshot adds.
 */
export const MAX_BODY_DEPTH = 512;

/**
 * True when `value` nests objects and arrays more than `limit` deep (`[]` and `{}` are 1 deep).
 * Walks with its own stack, never recursion, and stops at the first container past the limit.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}
