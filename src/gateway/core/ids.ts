/** Identifiers the gateway hands out. Web Crypto exists in browsers and in Node 20 alike. */
import { v7 as uuidv7 } from 'uuid';

const HASH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A time-ordered UUID (version 7, monotonic within a tab). Index look-ups return records in key
 * order, so every list comes back in creation order without sorting, even when the simulated
 * clock stamps many records with the same `createdAt`.
 */
export function newUuid(): string {
  const random = randomBytes(16);
  const now = Date.now();
  // uuid's own monotonic counter is kept only when it draws the random bytes itself, once per
  // id; this is the same rule, fed from the pool.
  if (now > v7.msecs) {
    v7.msecs = now;
    v7.seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
  } else {
    v7.seq = (v7.seq + 1) | 0;
    if (v7.seq === 0) v7.msecs++;
  }
  return uuidv7({ random, msecs: v7.msecs, seq: v7.seq });
}

/** The millisecond and counter of the last UUID handed out: later ones sort after it. */
const v7 = { msecs: -Infinity, seq: 0 };

/** Random bytes drawn from Web Crypto a pool at a time: a call per id would cost a system call per payment. */
const pool = new Uint8Array(4096);
let used = pool.length;

function refill(): void {
  crypto.getRandomValues(pool);
  used = 0;
}

/** The next `count` random bytes (at most the pool's size); each is handed out once. */
function randomBytes(count: number): Uint8Array {
  if (used + count > pool.length) refill();
  used += count;
  return pool.subarray(used - count, used);
}

/** The next random byte; each is handed out once. */
function randomByte(): number {
  if (used === pool.length) refill();
  return pool[used++]!;
}

/** A string of `length` characters from `alphabet`, uniformly random (rejection sampling). */
export function randomString(length: number, alphabet = HASH_ALPHABET): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const byte = randomByte();
    if (byte < limit) out += alphabet[byte % alphabet.length];
  }
  return out;
}

/**
 * Eight lowercase hex characters: a workspace's name, a scenario's `{{run}}`. Drawn with
 * `getRandomValues`, which every page has: `crypto.randomUUID` is missing outside a secure
 * context, such as an embed framed by a docs page served over http.
 */
export function shortRandomId(): string {
  return randomString(8, '0123456789abcdef');
}

/** The 10-character payment hash of `redirectUrl`. */
export function newPaymentHash(): string {
  return randomString(10);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** Response timestamps are epoch seconds with a fractional part. */
export function toEpochSeconds(epochMs: number): number {
  return epochMs / 1000;
}
