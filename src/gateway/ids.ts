/** Identifiers the gateway hands out. Web Crypto exists in browsers and in Node 20 alike. */
import { v7 as uuidv7 } from 'uuid';

const HASH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A time-ordered UUID (version 7, monotonic within a tab). Index look-ups return records in key
 * order, so every list comes back in creation order without sorting, even when the simulated
 * clock stamps many records with the same `createdAt`.
 */
export function newUuid(): string {
  return uuidv7();
}

/** Random bytes drawn from Web Crypto a pool at a time: a call per id would cost a system call per payment. */
const pool = new Uint8Array(4096);
let used = pool.length;

/** The next random byte; each is handed out once. */
function randomByte(): number {
  if (used === pool.length) {
    crypto.getRandomValues(pool);
    used = 0;
  }
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
