/**
 * Compression of what the Node server sends, negotiated with Accept-Encoding: brotli or gzip
 * through node:zlib. A shopper's phone on a slow network fetching the hosted checkout waits for
 * bytes, not for the server's CPU. Small answers (nearly every API call) go as they are: their
 * compression costs more than it saves. An answer with a validator (the app's files) is
 * compressed once, at the best level, and kept; any other at a fast level. Event streams go
 * untouched: a compressor would hold back the events it buffers.
 */
import { promisify } from 'node:util';
import { pipeline, Readable } from 'node:stream';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { FetchHandler } from '../../http/handler';
import { HeldBodyResponse, takeHeldBody } from '../../http/held-body';
import { headerOf } from './client-request';

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go uncompressed: a TCP packet's worth, where compression saves nothing. */
const MIN_COMPRESSED_BYTES = 1024;

/** The most compressed bytes kept for answers with a validator, all encodings together. */
const CACHE_BYTES = 64 * 1024 * 1024;

const brotliAsync = promisify<Buffer, BrotliOptions, Buffer>(brotliCompress);
const gzipAsync = promisify<Buffer, ZlibOptions, Buffer>(gzip);

/**
 * The encoding to answer a request with, by its Accept-Encoding: brotli when accepted, else gzip,
 * else none. A coding given `q=0` is refused; `*` accepts both. Exported for its unit test.
 */
export function negotiateEncoding(acceptEncoding: string | null): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: Encoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/** Whether a Content-Type is worth compressing: text of any kind, JSON, JavaScript, SVG. Not event streams. */
export function isCompressibleType(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    type.endsWith('+json') ||
    type.endsWith('+xml') ||
    type === 'application/json' ||
    type === 'application/javascript'
  );
}

/**
 * `handler` with its answers compressed for clients that accept it. A request that accepts no
 * coding gets the answer as the handler gave it, untouched (a load test's every call).
 */
export function withCompression(handler: FetchHandler): FetchHandler {
  const cache = new CompressedCache(CACHE_BYTES);
  return async (request) => {
    const response = await handler(request);
    const encoding = negotiateEncoding(headerOf(request, 'accept-encoding'));
    if (!encoding || !isCompressibleType(response.headers.get('Content-Type'))) return response;
    const headers = new Headers(response.headers);
    // Whether this answer is compressed depends on Accept-Encoding.
    headers.append('Vary', 'Accept-Encoding');
    const init = { status: response.status, statusText: response.statusText, headers };
    const etag = response.headers.get('ETag');
    const held = takeHeldBody(response);
    // A 304 revalidates the encoded variant the client holds, under that variant's own tag.
    if (etag && response.status === 304) headers.set('ETag', variantTag(etag, encoding));
    const untouched =
      request.method === 'HEAD' ||
      response.headers.has('Content-Encoding') ||
      /\bno-transform\b/i.test(response.headers.get('Cache-Control') ?? '');
    if (untouched || (held === undefined && !response.body))
      return held === undefined ? new Response(response.body, init) : new HeldBodyResponse(held, init);
    const length = Number(response.headers.get('Content-Length') ?? NaN);
    headers.delete('Content-Length');
    if (held === undefined && !(length >= 0)) {
      // A body of unknown length is compressed as it streams.
      headers.set('Content-Encoding', encoding);
      return new Response(compressedStream(response.body!, encoding), init);
    }
    const bytes = held === undefined ? Buffer.from(await response.arrayBuffer()) : Buffer.from(held as string | Uint8Array);
    if (bytes.byteLength < MIN_COMPRESSED_BYTES) return new HeldBodyResponse(new Uint8Array(bytes), init);
    headers.set('Content-Encoding', encoding);
    // Each encoding is a representation of its own, so it has a strong tag of its own (RFC 9110).
    if (etag) headers.set('ETag', variantTag(etag, encoding));
    const compressed = await (etag
      ? cache.get(`${encoding} ${etag}`, () => compress(bytes, encoding, 'best'))
      : compress(bytes, encoding, 'fast'));
    return new HeldBodyResponse(
      new Uint8Array(compressed.buffer, compressed.byteOffset, compressed.byteLength) as Uint8Array<ArrayBuffer>,
      init,
    );
  };
}

/** The tag of `etag`'s representation in `encoding`: `"abc"` becomes `"abc-br"`. */
function variantTag(etag: string, encoding: Encoding): string {
  return etag.replace(/"$/, `-${encoding}"`);
}

/** `bytes` compressed: `best` once for what is kept, `fast` for answers made per request. */
function compress(bytes: Buffer, encoding: Encoding, effort: 'best' | 'fast'): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: effort === 'best' ? 9 : 6 });
  return brotliAsync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? constants.BROTLI_MAX_QUALITY : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}

function compressedStream(body: ReadableStream<Uint8Array>, encoding: Encoding): ReadableStream<Uint8Array> {
  const compressor = encoding === 'gzip' ? createGzip() : createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  // A body that fails part way fails the compressed stream too, so the bridge cuts the connection.
  // @types/node types the web stream Readable.fromWeb takes apart from the global one.
  pipeline(Readable.fromWeb(body as Parameters<typeof Readable.fromWeb>[0]), compressor, () => undefined);
  return Readable.toWeb(compressor) as ReadableStream<Uint8Array>;
}

/** Compressed bodies by key, the oldest dropped past a total size; one compression per key at a time. */
class CompressedCache {
  readonly #entries = new Map<string, { bytes: Promise<Buffer>; size: number }>();
  #total = 0;

  constructor(private readonly limit: number) {}

  get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.#entries.get(key);
    if (kept) return kept.bytes;
    const entry = { bytes: make(), size: 0 };
    this.#entries.set(key, entry);
    entry.bytes.then(
      (bytes) => {
        // Dropped while it was being made: it holds no room.
        if (this.#entries.get(key) !== entry) return;
        entry.size = bytes.byteLength;
        this.#total += entry.size;
        // Oldest first; one still being made counts nothing yet.
        for (const [oldKey, old] of this.#entries) {
          if (this.#total <= this.limit) break;
          this.#entries.delete(oldKey);
          this.#total -= old.size;
        }
      },
      () => this.#entries.delete(key),
    );
    return entry.bytes;
  }
}
