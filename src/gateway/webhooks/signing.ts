/**
 * `X-Service-Signature`, as the sandbox contract fixes it: `t=<unix seconds>,v1=<hex HMAC-SHA256>`,
 * keyed with the webhook's `signingSecret` (its UTF-8 bytes) over `<t>.<raw body>`.
 *
 * The HMAC is computed in plain JavaScript (@noble/hashes), synchronously, so the browser, Node
 * and merchants' code can all use this module, and a delivery is signed inside the transaction
 * that claims it. Web Crypto would need an await, which ends an IndexedDB transaction, and in
 * Node costs several times as much per signature (a thread-pool job each).
 */
import { hmac, type _HMAC } from '@noble/hashes/hmac.js';
import { sha256, type _SHA256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

export const SIGNATURE_HEADER = 'X-Service-Signature';

const encoder = new TextEncoder();

/**
 * How many signing secrets keep their keyed HMAC state: a month of retries signs each webhook's
 * attempts again and again, and keying (two SHA-256 blocks, a padded key copy) was a fifth of
 * each signature. A month's instants sign every webhook in turn, so with more webhooks than are
 * kept every signature missed and keyed afresh (4,096 kept: 18 µs a signature among 10,000
 * webhooks, 8 µs among 3,000). Enough for the 10,000 of the bench's month, at about 1.1 KB each
 * (18 MB at most), bounded so that secrets never pile up.
 */
export const KEYED_SECRETS_KEPT = 16_384;
const keyed = new Map<string, ReturnType<typeof hmac.create>>();

/** The header value for `body` signed at `timestampSeconds`. */
export function signatureHeader(secret: string, body: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmacHex(secret, `${timestampSeconds}.${body}`)}`;
}

export class SignatureVerificationError extends Error {
  constructor(
    readonly reason: 'malformed-header' | 'signature-mismatch' | 'timestamp-outside-tolerance',
    message: string,
  ) {
    super(message);
    this.name = 'SignatureVerificationError';
  }
}

export interface VerifyOptions {
  secret: string;
  /** The raw body exactly as received: parsed and re-serialised JSON no longer matches. */
  body: string;
  header: string | null | undefined;
  /**
   * Reject a signature older or newer than this many seconds (default 300) measured against
   * `nowSeconds` (default: real time now, as the gateway signs with real time).
   */
  toleranceSeconds?: number;
  nowSeconds?: number;
}

/** Resolves with the signed timestamp when the header is valid; throws SignatureVerificationError. */
export async function verifySignature(options: VerifyOptions): Promise<number> {
  return verifySignatureNow(options);
}

/**
 * verifySignature, synchronously: for the sandbox's scripted receivers, which answer inside the
 * transaction that claims a call (an await would end an IndexedDB transaction).
 */
export function verifySignatureNow({
  secret,
  body,
  header,
  toleranceSeconds = 300,
  nowSeconds = Math.floor(Date.now() / 1000),
}: VerifyOptions): number {
  const parsed = parseSignatureHeader(header);
  if (!parsed) {
    throw new SignatureVerificationError('malformed-header', `Expected "t=<seconds>,v1=<hex>", got "${header ?? ''}"`);
  }
  const { t: timestamp, v1: signature } = parsed;
  const expected = hmacHex(secret, `${timestamp}.${body}`);
  if (!constantTimeEqual(expected, signature)) {
    throw new SignatureVerificationError('signature-mismatch', 'The signature does not match the body and secret');
  }
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    throw new SignatureVerificationError('timestamp-outside-tolerance', `Signed at ${timestamp}, now is ${nowSeconds}`);
  }
  return timestamp;
}

/** The parts of a header value, or undefined when it is not `t=<integer>,v1=<something>`. */
export function parseSignatureHeader(header: string | null | undefined): { t: number; v1: string } | undefined {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name, value.join('=')] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1');
  return Number.isInteger(t) && v1 ? { t, v1 } : undefined;
}

/**
 * What every signature is computed in, reused: a month of retries signs thousands of attempts, and
 * a fresh HMAC state, message copy and digest each time made a third of a signature's time
 * (allocating, then collecting). Signing is synchronous, so one of each serves every call.
 */
let scratch: _HMAC<_SHA256> | undefined;
const messageBytes = new Uint8Array(16_384);
const digest = new Uint8Array(sha256.outputLen);

function hmacHex(secret: string, message: string): string {
  const state = (scratch = keyedWith(secret)._cloneInto(scratch));
  // UTF-8 takes at most three bytes per UTF-16 unit. A message beyond the kept buffer is encoded
  // on its own, so one 1 MiB payload does not hold megabytes for the rest of the page's life.
  if (message.length * 3 > messageBytes.length) state.update(encoder.encode(message));
  else state.update(messageBytes.subarray(0, encoder.encodeInto(message, messageBytes).written));
  state.digestInto(digest);
  return bytesToHex(digest);
}

/** The HMAC keyed with `secret`, ready to clone per message; the oldest secret kept makes room. */
function keyedWith(secret: string): ReturnType<typeof hmac.create> {
  let state = keyed.get(secret);
  if (!state) {
    if (keyed.size >= KEYED_SECRETS_KEPT) keyed.delete(keyed.keys().next().value!);
    state = hmac.create(sha256, encoder.encode(secret));
    keyed.set(secret, state);
  }
  return state;
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
