/**
 * How deeply JSON text nests, decided before it is parsed. `JSON.parse` takes any depth, but
 * `JSON.stringify`, structured cloning (IndexedDB) and every recursive walk overflow the stack
 * somewhere past a few thousand levels: a value that deep must never be stored, or export and
 * lists would break. Scanning the text first also spares building 100,000 nested arrays only to
 * throw them away.
 */

/**
 * The deepest nesting a request body may have: Jackson's default limit is 1000; a sandbox body
 * needs far less, and staying well under it leaves room for the levels a snapshot adds.
 */
export const MAX_BODY_DEPTH = 512;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * True when the JSON `text` opens arrays and objects more than `limit` deep (`[]` and `{}` are 1
 * deep). Brackets inside strings do not count. Stops at the first level past the limit; text
 * that is not JSON gets an answer too, and JSON.parse then refuses it anyway.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(code)) depth--;
  }
  return false;
}
