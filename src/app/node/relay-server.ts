/**
 * `gateway-playground relay`'s server: the in-page playground hands it each delivery, it makes
 * the call to the one receiver it was started for and hands the page the answer, so a receiver
 * on the merchant's machine needs no CORS (as `stripe listen --forward-to` does). Whoever can
 * reach 127.0.0.1 is not trusted: without the token a request is refused (403, no CORS, nothing
 * forwarded), and with it the relay still calls no address but `forwardTo`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CallResult, Transport } from '../../gateway/core';
import { asEnvelope, type RelayAnswer, type RelayHello } from '../relay-protocol';
import { isRelayToken } from './relay-token';

/** The sandbox's request limit: a delivery body over 1 MiB is refused, as the gateway refuses one. */
const MAX_DELIVERY_BYTES = 1024 * 1024;
/** An envelope may escape each character of a 1 MiB body as `\uXXXX`; past that it is refused unread. */
const MAX_ENVELOPE_BYTES = 6 * MAX_DELIVERY_BYTES + 64 * 1024;

export interface RelayOptions {
  /** The receiver every delivery goes to: http(s). */
  forwardTo: string;
  token: string;
  /** How the call to the receiver is made (node:http, no timeout). */
  transport: Transport;
  /** One line per delivery forwarded or request refused; never a header or a body. */
  log: (line: string) => void;
  /** Milliseconds for durations; default performance.now. */
  elapsed?: () => number;
  /** The time of day printed; default the local time. */
  timeOfDay?: () => string;
}

/** The request listener: every request the relay's port takes. */
function relayListener(options: RelayOptions): (request: IncomingMessage, response: ServerResponse) => void {
  const { token, log, timeOfDay = localTime } = options;
  return (request, response) => {
    const candidate = new URL(request.url ?? '/', 'http://relay').pathname.slice(1);
    if (!isRelayToken(candidate, token)) {
      log(`${timeOfDay()}  refused a ${request.method} without this relay's token (403): nothing forwarded`);
      refuse(response, 403, 'Forbidden: this relay answers only requests carrying its token (the part after # in the address it printed)');
      return;
    }
    const cors = corsHeaders(request);
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
    } else if (request.method === 'GET') {
      sendJson(response, 200, cors, { relay: 'gateway-playground', forwardTo: options.forwardTo } satisfies RelayHello);
    } else if (request.method === 'POST') {
      void forward(request, response, cors, options);
    } else {
      sendJson(
        response,
        405,
        { ...cors, Allow: 'GET, POST, OPTIONS' },
        { error: `${request.method} is not how the page talks to the relay` },
      );
    }
  };
}

/**
 * Reads the envelope, calls the receiver, and answers its status and body. The answer's head goes
 * out at once and its body when the receiver answers: a receiver that never answers keeps the
 * page's attempt in flight, with no head-timeout on the way to cut it short.
 */
async function forward(request: IncomingMessage, response: ServerResponse, cors: Record<string, string>, options: RelayOptions) {
  const { forwardTo, transport, log, elapsed = () => performance.now(), timeOfDay = localTime } = options;
  const text = await readEnvelope(request);
  if (text === undefined) return sendJson(response, 413, cors, { error: 'Payload too large' });
  const envelope = asEnvelope(parseJson(text));
  if (!envelope) return sendJson(response, 400, cors, { error: 'Not a delivery envelope: {method, headers, body}' });
  if (Buffer.byteLength(envelope.body) > MAX_DELIVERY_BYTES) return sendJson(response, 413, cors, { error: 'Payload too large' });
  response.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
  response.flushHeaders();
  const started = elapsed();
  const result = await transport.send({ ...envelope, url: forwardTo });
  const took = `${Math.round(elapsed() - started)} ms`;
  const outcome = result.kind === 'answered' ? `[${result.status}]` : describeNetworkError(result);
  log(`${timeOfDay()}  --> ${envelope.method} ${forwardTo}  ${outcome}  ${took}`);
  // A call that got no answer says what happened, for the attempt to record.
  const answer: RelayAnswer =
    result.kind === 'answered' ? result : { kind: 'network-error', error: `the receiver at ${forwardTo} ${outcome}` };
  response.end(JSON.stringify(answer));
}

const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'refused the connection',
  ECONNRESET: 'closed the connection without answering',
  ENOTFOUND: 'has a host name that does not resolve',
  EAI_AGAIN: 'has a host name that does not resolve',
  EHOSTUNREACH: 'cannot be reached',
  ETIMEDOUT: 'cannot be reached',
};

/** `refused the connection (ECONNREFUSED)`, from the transport's `Network error: ECONNREFUSED`. */
function describeNetworkError(result: Extract<CallResult, { kind: 'network-error' }>): string {
  const code = /^Network error: (\w+)$/.exec(result.error)?.[1];
  if (code === undefined) return `could not be called (${result.error})`;
  return `${NETWORK_ERRORS[code] ?? 'could not be called'} (${code})`;
}

/** The body as text, or undefined once it is over MAX_ENVELOPE_BYTES (the rest is left unread). */
function readEnvelope(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > MAX_ENVELOPE_BYTES) {
        request.removeAllListeners('data').removeAllListeners('end').pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * CORS for a request that carries the token, from any page (the playground may be hosted
 * anywhere). Chromium asks before a public page calls 127.0.0.1 (Private Network Access):
 * that preflight is answered yes too.
 */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {
    'Access-Control-Allow-Origin': request.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'GET, POST',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
  if (request.headers['access-control-request-private-network'] === 'true') headers['Access-Control-Allow-Private-Network'] = 'true';
  return headers;
}

function sendJson(response: ServerResponse, status: number, headers: Record<string, string>, body: unknown): void {
  response.writeHead(status, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** A refusal with no CORS headers: a page without the token cannot even read it. */
function refuse(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' }).end(message);
}

function localTime(): string {
  return new Date().toTimeString().slice(0, 8);
}

/** A listening relay. */
export interface RunningRelay {
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the relay on 127.0.0.1 only (never another interface: the receiver is the merchant's
 * own machine's business). Rejects with the listen error, EADDRINUSE for a port in use.
 */
export function startRelay(port: number, options: RelayOptions): Promise<RunningRelay> {
  const server: Server = createServer(relayListener(options));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((closed) => {
            server.close(() => closed());
            server.closeAllConnections();
          }),
      });
    });
  });
}
