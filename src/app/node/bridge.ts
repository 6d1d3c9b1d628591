/** Carries one node:http exchange through the fetch-style handler and back. */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FetchHandler } from '../../http/handler';
import { takeHeldBody, type HeldBody } from '../../http/held-body';
import { noRouteResponse } from '../../http/responses';
import { ClientRequest, headerPairs } from './client-request';

/** Where requests on one listener go: its canonical origin and the handler. */
export interface BridgeTarget {
  origin: string;
  handler: FetchHandler;
}

/**
 * The one method Node's parser hands over that a fetch Request cannot carry (CONNECT goes to the
 * server's 'connect' event instead). No route takes it, so it gets the routing 404 the handler
 * answers any other unknown method.
 */
const NOT_A_FETCH_METHOD = 'TRACE';

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

async function answer(req: IncomingMessage, res: ServerResponse, target: BridgeTarget | Promise<BridgeTarget>): Promise<void> {
  // Without a listener, an 'error' from a client that hung up mid-answer would be thrown.
  res.on('error', () => undefined);
  // A client that hangs up before its answer aborts the request (a long advance stops). The
  // controller is nearly free; its signal is made only if a route asks for it.
  const gone = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  try {
    const { origin, handler } = await target;
    const method = req.method ?? 'GET';
    const path = pathOf(req.url ?? '/');
    // Concatenated, not resolved against the origin: "//elsewhere/x" must stay a path.
    const request =
      method === NOT_A_FETCH_METHOD || path === undefined ? undefined : await toRequest(req, origin + path, () => gone.signal);
    const response = request ? await handler(request) : noRouteResponse(method, pathnameOf(req.url ?? '/'));
    await send(response, res);
    // An answer given without reading the whole upload (an unknown route, an injected fault):
    // the rest is discarded as it arrives, or the connection could take no further request.
    if (!req.complete) {
      if (!request) req.resume();
      else if (request.body && !request.body.locked) await request.body.cancel();
    }
  } catch (error) {
    if (res.headersSent || gone.signal.aborted || req.destroyed) {
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

/** Bodies up to this size, announced by Content-Length, are read whole before the Request is built. */
const SMALL_BODY_BYTES = 64 * 1024;

/**
 * The web Request for `req`, at `url`: the listener's own origin plus the path. The handler
 * picks environment and role by origin, so a Host header ("localhost:4010", a proxy's name)
 * must not decide it. A small body with its length announced, or none at all (nearly every API
 * call), is read whole and held as bytes, which costs a fraction of a stream; any other body is
 * streamed, never buffered here: the handler reads at most its 1 MiB limit and leaves the rest. `signal`
 * gives the client's signal: nothing else aborts a request here. A light request makes it only
 * when a route first asks (a long advance); a streamed one, rare, is a standard Request, given
 * it at once.
 */
async function toRequest(req: IncomingMessage, url: string, signal: () => AbortSignal): Promise<Request> {
  const method = req.method ?? 'GET';
  // rawHeaders keeps repeated headers apart, as a client sent them.
  if (method === 'GET' || method === 'HEAD') return new ClientRequest(method, url, req.rawHeaders, signal);
  // Without Content-Length or Transfer-Encoding a request has no body (RFC 9112, 6.3).
  const length = req.headers['transfer-encoding'] === undefined ? Number(req.headers['content-length'] ?? 0) : NaN;
  if (length <= SMALL_BODY_BYTES) return new ClientRequest(method, url, req.rawHeaders, signal, await wholeBody(req));
  return new Request(url, {
    method,
    headers: headerPairs(req.rawHeaders),
    body: bodyStream(req),
    duplex: 'half',
    signal: signal(),
  } as RequestInit);
}

/** Every byte of `req`'s body; a client that hangs up mid-body fails it, never giving a short body. */
function wholeBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      resolve(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength));
    });
    req.once('error', reject);
    req.once('close', () => {
      if (!req.complete) reject(new Error('The client closed the connection mid-body'));
    });
  });
}

/**
 * `req`'s body as a web stream that reads a chunk only when asked. Cancelling it (the handler's
 * 413) discards the rest as it arrives instead of destroying the socket, so the client, still
 * sending, receives the answer rather than a reset connection.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  /** Takes the listeners of a pull still waiting for a chunk off `req`. */
  let detach: (() => void) | undefined;
  return new ReadableStream({
    pull: (controller) =>
      new Promise<void>((settled) => {
        detach = () => {
          detach = undefined;
          req.pause().off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
          settled();
        };
        const finish = (act: () => void) => () => {
          detach?.();
          act();
        };
        const onData = (chunk: Buffer) => finish(() => controller.enqueue(new Uint8Array(chunk)))();
        const onEnd = finish(() => controller.close());
        const onError = (error: Error) => finish(() => controller.error(error))();
        // A client that hangs up mid-body ends the stream with an error, never with a short body.
        const onClose = finish(() => controller.error(new Error('The client closed the connection mid-body')));
        if (req.readableEnded) return onEnd();
        // A client that hung up before this read was asked for: its 'close' will not come again.
        if (req.destroyed) return onClose();
        req.on('data', onData).once('end', onEnd).once('error', onError).once('close', onClose).resume();
      }),
    // A pull still waiting would otherwise take the next chunk into a cancelled stream.
    cancel: () => {
      detach?.();
      req.resume();
    },
  });
}

/**
 * The path and query a request target names: origin-form ("/a?b") as it is, absolute-form
 * ("http://host/a?b", from proxies) cut to its path. Undefined for a target that names no path
 * ("*", an authority): no route takes it.
 */
function pathOf(target: string): string | undefined {
  if (target.startsWith('/')) return target;
  if (!/^https?:\/\//i.test(target)) return undefined;
  try {
    const url = new URL(target);
    return url.pathname + url.search;
  } catch {
    return undefined;
  }
}

/** The path the routing 404 names for a request target; one that names no path, as sent. */
export function pathnameOf(target: string): string {
  const path = pathOf(target);
  return path === undefined ? target : new URL(`http://host${path}`).pathname;
}

/**
 * Writes status, headers and the body, bytes untouched. A body that comes in one chunk (nearly
 * every answer) goes out in one write with its Content-Length, which costs a fraction of a
 * stream; a longer one is streamed. A body that fails part way cuts the connection: the
 * handler has chosen its status already, so no 500 may stand in for it. The head goes to
 * `writeHead` whole, as name-value pairs: Node then writes it as given instead of keeping a
 * header table, and repeated Set-Cookie values stay apart (Headers would join them with commas).
 */
async function send(response: Response, res: ServerResponse): Promise<void> {
  const head: string[] = [];
  let length: string | undefined;
  for (const [name, value] of response.headers) {
    if (name === 'content-length') length = value;
    else if (name !== 'set-cookie') head.push(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) head.push('set-cookie', cookie);
  const announced = () => (length === undefined ? head : [...head, 'content-length', length]);
  const held = takeHeldBody(response);
  if (held !== undefined) {
    sendWhole(res, response.status, head, held);
    return;
  }
  if (!response.body) {
    res.writeHead(response.status, announced()).end();
    return;
  }
  const reader = response.body.getReader();
  try {
    const first = await reader.read();
    const second = first.done ? first : await reader.read();
    if (second.done) {
      sendWhole(res, response.status, head, first.value ?? new Uint8Array());
      return;
    }
    res.writeHead(response.status, announced());
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

/**
 * Writes a whole body with its Content-Length. Given to Node as a string, the head and the body
 * go out in one chunk instead of two: a text as UTF-8, and bytes as latin1 (one char per byte,
 * so they go out untouched).
 */
function sendWhole(res: ServerResponse, status: number, head: string[], body: HeldBody): void {
  if (typeof body === 'string') {
    res.writeHead(status, [...head, 'content-length', String(Buffer.byteLength(body))]);
    res.end(body);
    return;
  }
  res.writeHead(status, [...head, 'content-length', String(body.byteLength)]);
  res.end(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('latin1'), 'latin1');
}
