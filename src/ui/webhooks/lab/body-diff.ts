/**
 * Where a received body stops being the one that was signed, in bytes, and the usual reason: a
 * framework parsed the JSON and wrote it out again, changed its whitespace, or decoded its bytes
 * with the wrong character set. Any of these breaks the signature, which covers the raw bytes.
 */

/** What most likely changed the body. */
type BodyChange = 're-serialised JSON' | 'whitespace' | 'encoding' | 'content';

export interface ByteDiff {
  /** Index of the first byte that differs (UTF-8). */
  offset: number;
  sentLength: number;
  receivedLength: number;
  /** A few bytes either side of `offset`, as text with invisible characters made visible. */
  sentExcerpt: string;
  receivedExcerpt: string;
  change: BodyChange;
}

const encoder = new TextEncoder();
const CONTEXT_BYTES = 12;

/** The first difference between the sent and the received body; undefined when byte-identical. */
export function diffBodies(sent: string, received: string): ByteDiff | undefined {
  const a = encoder.encode(sent);
  const b = encoder.encode(received);
  let offset = 0;
  while (offset < a.length && offset < b.length && a[offset] === b[offset]) offset++;
  if (offset === a.length && offset === b.length) return undefined;
  return {
    offset,
    sentLength: a.length,
    receivedLength: b.length,
    sentExcerpt: excerpt(a, offset),
    receivedExcerpt: excerpt(b, offset),
    change: classify(sent, received),
  };
}

function classify(sent: string, received: string): BodyChange {
  // A byte-order mark counts as whitespace for \s, so it is looked for first.
  if (stripBom(received) === sent || sent.normalize('NFC') === received.normalize('NFC')) return 'encoding';
  if (withoutWhitespace(sent) === withoutWhitespace(received)) return 'whitespace';
  if (sameJsonValue(sent, received)) return 're-serialised JSON';
  if (latin1Reading(sent) === received || latin1Reading(received) === sent) return 'encoding';
  return 'content';
}

function withoutWhitespace(text: string): string {
  return text.replace(/\s+/g, '');
}

function sameJsonValue(a: string, b: string): boolean {
  try {
    return canonical(JSON.parse(a)) === canonical(JSON.parse(b));
  } catch {
    return false;
  }
}

/** JSON with object keys sorted, so that key order alone does not count as a change of value. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function stripBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** The text a receiver gets when it decodes UTF-8 bytes as ISO-8859-1 (the usual mojibake). */
function latin1Reading(text: string): string {
  return Array.from(encoder.encode(text), (byte) => String.fromCharCode(byte)).join('');
}

function excerpt(bytes: Uint8Array, offset: number): string {
  const start = Math.max(0, offset - CONTEXT_BYTES);
  const slice = bytes.subarray(start, offset + CONTEXT_BYTES);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(slice);
  const visible = text
    .replace(/\r/g, '\\r')
    .replace(/\n/g, '\\n')
    .replace(/\t/g, '\\t')
    .replace(/\uFEFF/g, '<BOM>');
  return `${start > 0 ? '…' : ''}${visible}${offset + CONTEXT_BYTES < bytes.length ? '…' : ''}`;
}
