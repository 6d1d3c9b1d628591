/** Carries one node:http exchange through the fetch-style handler and back. */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FetchHandler } from '../../http/handler';

/** Where requests on one listener go: its canonical origin and the handler. */
export interface BridgeTarget {
  origin: string;
  handler: FetchHandler;
}

/** The interface's generic internal failure, as the handler itself answers it. */
const FAILURE = JSON.stringify({ status: 500, message: 'Something went wrong' });

/**
 * A node:http request listener that answers through the handler. The target may still be
 * settling (the server listens before the sandbox knows its own ports); requests wait for it.
 * Whatever goes wrong answers 500 and never escapes: one bad exchange must not end the process.
 */
export function requestListener(target: BridgeTarget | Promise<BridgeTarget>): RequestListener {
  return (req, res) => void answer(req, res, target);
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  target: BridgeTarget | Promise<BridgeTarget>,
): Promise<void> {
  // Without a listener, an 'error' from a client that hung up mid-answer would be thrown.
  res.on('error', () => undefined);
  try {
    const { origin, handler } = await target;
    const response = await handler(await toRequest(req, origin));
    await send(response, res);
  } catch (error) {
    if (res.headersSent || req.destroyed) {
      // Part of the answer is out, so no status can replace it, or the client hung up (mid-upload
      // too: the end of every load test): cut the connection. Not worth a log line.
      res.destroy();
      return;
    }
    console.error('Node bridge failure', error);
    res.writeHead(500, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(FAILURE) });
    res.end(FAILURE);
  }
}

/**
 * The web Request for `req`. The URL is the listener's own origin plus the path: the handler
 * picks environment and role by origin, so a Host header ("localhost:4010", a proxy's name)
 * must not decide it. The body is read whole first, so that a client aborting mid-upload fails
 * here, in the bridge, rather than looking like a malformed body to the handler.
 */
export async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  // rawHeaders keeps repeated headers apart, as a client sent them.
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const init: RequestInit = { method, headers };
  if (method !== 'GET' && method !== 'HEAD') init.body = await readAll(req);
  // Concatenated, not resolved against the origin: "//elsewhere/x" must stay a path.
  return new Request(origin + pathOf(req.url ?? '/'), init);
}

/** Origin-form ("/a?b") as it is; absolute-form ("http://host/a?b", from proxies) cut to its path. */
function pathOf(target: string): string {
  if (target.startsWith('/')) return target;
  const url = new URL(target);
  return url.pathname + url.search;
}

async function readAll(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Writes status, headers and the body, bytes untouched. A body that comes in one chunk (nearly
 * every answer) goes out in one write with its Content-Length, which costs a fraction of a
 * stream; a longer one is streamed. A body that fails part way cuts the connection: the
 * handler has chosen its status already, so no 500 may stand in for it.
 */
export async function send(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value);
  }
  // Headers joins repeated Set-Cookie values with commas, which would corrupt them.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    const first = await reader.read();
    const second = first.done ? first : await reader.read();
    if (second.done) {
      const body = first.value ?? new Uint8Array();
      res.setHeader('content-length', body.byteLength);
      res.end(body);
      return;
    }
    async function* chunks() {
      yield first.value!;
      yield second.value!;
      for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
    }
    await pipeline(Readable.from(chunks()), res);
  } catch (error) {
    res.destroy(error as Error);
  }
}
