/**
 * Webhook calls in Node mode, over node:http and node:https rather than the global `fetch`:
 * undici, behind Node's `fetch`, aborts a call after 300 s without headers (`headersTimeout`)
 * and on a body that goes quiet (`bodyTimeout`). The contract says webhook calls have no
 * timeout, so this transport sets none, and node:http sets none unless asked.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';
import { urlToHttpOptions } from 'node:url';
import { ANSWER_BYTES_NEEDED } from '../../gateway/webhooks';
import { type CallResult, memoizedByUrl, type OutgoingRequest, type Transport } from '../../gateway/core';
import { wireHeaders } from '../wire-headers';

/**
 * How long a connection may wait unused for its next call before it is closed: well inside the
 * keep-alive timeouts servers close idle connections after (Node's 5 s, gunicorn's 2 s), so a
 * call never goes out on a connection the server is closing.
 */
const IDLE_MS = 1000;
/** Idle connections kept per host: as many as an instant's lanes use at once. */
const IDLE_KEPT = 32;

/**
 * Calls the endpoint and reports what came back. Redirects are not followed (a 3xx is itself the
 * answer), and the answer's body is read only as far as a delivery attempt records it.
 * Connections are kept alive between calls (a month of retries to one receiver would otherwise
 * open thousands), through agents of this transport's own with no timeout, unlike Node's global
 * agent: an idle connection is closed after IDLE_MS, a call is never cut short.
 */
export function nodeHttpTransport(): Transport {
  const agents = { http: closingIdle(new HttpAgent(AGENT)), https: closingIdle(new HttpsAgent(AGENT)) };
  // node:http would parse the URL on every call; a month of retries calls a few URLs thousands of times.
  const targetOf = memoizedByUrl(parsedTarget);
  return { send: (request) => call(request, agents, targetOf) };
}

/** A body node:http may send as Latin-1 text: the same bytes as its UTF-8. */
const ASCII = /^[\x00-\x7f]*$/;

const AGENT = { keepAlive: true, maxFreeSockets: IDLE_KEPT };

/** `agent`, closing each pooled connection that stays unused for IDLE_MS. */
function closingIdle<A extends HttpAgent>(agent: A): A {
  const timers = new WeakMap<Duplex, ReturnType<typeof setTimeout>>();
  // Both are Node's documented hooks for agents that manage their pool. @types/node has
  // keepSocketAlive answer void; Node answers whether the socket may stay in the pool.
  const keep = agent.keepSocketAlive.bind(agent) as unknown as (socket: Duplex) => boolean;
  const reuse = agent.reuseSocket.bind(agent);
  agent.keepSocketAlive = ((socket: Duplex) => {
    const kept = keep(socket);
    if (kept) timers.set(socket, setTimeout(() => socket.destroy(), IDLE_MS).unref());
    return kept;
  }) as unknown as A['keepSocketAlive'];
  agent.reuseSocket = (socket, request) => {
    clearTimeout(timers.get(socket));
    reuse(socket, request);
  };
  return agent;
}

function call(
  { method, url, headers, body }: OutgoingRequest,
  agents: { http: HttpAgent; https: HttpsAgent },
  targetOf: (url: string) => Target,
): Promise<CallResult> {
  return new Promise((resolve) => {
    const networkError = (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'network-error', error: `Network error: ${error.code ?? error.message}` });
    const target = targetOf(url);
    const withBody = method !== 'GET' && method !== 'HEAD';
    const wire = wireHeaders(headers);
    // node:http sends a Trailer header only on a chunked message (and refuses the call
    // otherwise): a webhook configured with one has its body sent in chunks, its length unsaid.
    const chunked = Object.keys(wire).some((name) => name.toLowerCase() === 'trailer');
    const length = withBody && !chunked ? Buffer.byteLength(body) : undefined;
    const secure = target.options.protocol === 'https:';
    const request = (secure ? httpsRequest : httpRequest)(
      { ...requestOptions(target, wire, length), method, agent: secure ? agents.https : agents.http },
      (response) => {
        readNeeded(response).then((text) => resolve({ kind: 'answered', status: response.statusCode ?? 0, body: text }), networkError);
      },
    );
    request.on('error', networkError);
    if (withBody && !chunked && ASCII.test(body)) {
      // The head and an ASCII body (the same bytes in Latin-1 as in UTF-8) go out as one text in
      // one write, where bytes would cost a copy and a second chunk: a few µs of each call.
      request.end(body, 'latin1');
      return;
    }
    // As bytes: given a text in UTF-8, node:http sends the head in that encoding too, which would
    // encode the header values' bytes (`wireHeaders`) a second time.
    const bytes = withBody ? Buffer.from(body) : undefined;
    if (chunked) {
      // Written before the end, so node:http has no length to announce; GET and HEAD included.
      request.useChunkedEncodingByDefault = true;
      if (bytes) request.write(bytes);
      request.end();
    } else {
      request.end(bytes);
    }
  });
}

/** An endpoint as node:http takes it, parsed once, and the Host header node:http would add for it. */
interface Target {
  options: RequestOptions;
  host: string;
}

/** Header names node:http itself sets, or treats apart, when headers are given as an object. */
const SET_BY_NODE = new Set(['host', 'content-length', 'authorization', 'expect', 'trailer']);

/**
 * Where and what to send. Headers go as a flat list of names and values whenever that puts on
 * the wire exactly what node:http writes for them as an object (it then adds the Host header and
 * the length itself, and keeps one of two names differing only in case): a list skips node:http's
 * per-header bookkeeping, a fifth of a call's CPU time in a month of failing webhooks. Both forms
 * are checked alike for characters a header may not hold. Any other call (credentials in the
 * URL, a header node:http sets or treats apart, names repeated in another case) goes as before.
 */
function requestOptions(target: Target, headers: Record<string, string>, length: number | undefined): RequestOptions {
  const { protocol, hostname, port, path, auth } = target.options;
  const names = Object.keys(headers);
  const lower = names.map((name) => name.toLowerCase());
  const plain = auth === undefined && lower.every((name, i) => !SET_BY_NODE.has(name) && lower.indexOf(name) === i);
  if (!plain) return { ...target.options, headers: length === undefined ? headers : { ...headers, 'Content-Length': length } };
  const list: string[] = [];
  for (const name of names) list.push(name, headers[name]!);
  if (length !== undefined) list.push('Content-Length', String(length));
  list.push('Host', target.host);
  // Only what node:http reads of a parsed URL: spreading all of it costs as much again.
  return { protocol, hostname, port, path, headers: list };
}

/**
 * `url` as node:http reads a URL (kept by URL, `memoizedByUrl`): callers copy its options, as
 * node:http writes into its input.
 */
function parsedTarget(url: string): Target {
  const parsed = new URL(url);
  // `host` is what node:http puts in the Host header: the host name (an IPv6 address in
  // brackets) and the port unless it is the scheme's default.
  return { options: urlToHttpOptions(parsed), host: parsed.host };
}

/** The answer's body as text, up to ANSWER_BYTES_NEEDED; the connection is closed past that. */
function readNeeded(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(Buffer.concat(chunks).toString('utf8'));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (size >= ANSWER_BYTES_NEEDED) {
        response.off('end', done).off('error', reject);
        response.destroy();
        done();
      }
    });
    response.on('end', done).on('error', reject);
  });
}
