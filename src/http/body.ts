/**
 * Reading a request body, within limits: at most 1 MiB, decided without reading more than that
 * (the Content-Length when sent, else the stream is read with a byte cap and cancelled), and as
 * JSON no nesting past a depth that would break storing or exporting it.
 */
import { errors, MAX_BODY_DEPTH, nestsDeeperThan } from '../gateway/core';
import { takeHeldBody } from './held-body';

/** Decodes whole bodies only (never streamed), so one decoder serves every request. */
const UTF8 = new TextDecoder();
const UTF8_ENCODER = new TextEncoder();

/** The largest request body the gateway reads: 1 MiB. */
const MAX_BODY_BYTES = 1024 * 1024;

export interface JsonBodyOptions {
  /** The sandbox helpers take an empty body as `{}`, since all their fields are optional. */
  emptyIsObject: boolean;
  /** How deeply the body may nest; default MAX_BODY_DEPTH. */
  maxDepth?: number;
}

/**
 * The body as text, within the limit: 413 when it is over 1 MiB, decided before any of it is
 * acted on, whatever the route (one that takes no body too). An announced length over the limit
 * is refused unread (and the upload cancelled, so the Node bridge discards the rest); a body the
 * Node bridge holds in memory is taken whole, the cheap way; any other is streamed under the
 * byte cap, whatever length it announces. A failure to read the stream itself (the client hung
 * up) is thrown as it is: it is not the client's body that is wrong.
 */
export async function readBodyText(request: Request): Promise<string> {
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) {
    void request.body?.cancel().catch(() => undefined);
    throw errors.payloadTooLarge();
  }
  const held = takeHeldBody(request);
  if (held !== undefined) {
    const bytes = typeof held === 'string' ? UTF8_ENCODER.encode(held) : held;
    if (bytes.byteLength > MAX_BODY_BYTES) throw errors.payloadTooLarge();
    return UTF8.decode(bytes);
  }
  return request.body ? UTF8.decode(await readCapped(request.body)) : '';
}

/**
 * A body's text as JSON; an empty or unparsable body, or one nested too deeply, is the
 * interface's "Malformed JSON request".
 */
export function parseJsonBody(text: string, { emptyIsObject, maxDepth = MAX_BODY_DEPTH }: JsonBodyOptions): unknown {
  if (emptyIsObject && text.trim() === '') return {};
  if (nestsDeeperThan(text, maxDepth)) throw errors.malformedJson();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw errors.malformedJson();
  }
}

/** Every byte of `body`, or 413 as soon as it passes MAX_BODY_BYTES (the rest is never read). */
async function readCapped(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      void reader.cancel().catch(() => undefined);
      throw errors.payloadTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
