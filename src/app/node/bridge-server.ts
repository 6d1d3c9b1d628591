/**
 * The node:http server behind each listener. A client that stalls while sending its request is
 * dropped after a bound, with a 408 when nothing of an answer is out yet; an answer being
 * prepared (a long `/_sandbox/clock/advance`) has no bound. Requests the HTTP parser refuses
 * before any listener sees them (a method it does not know, CONNECT) still get the routing 404
 * that the handler answers every unknown method.
 */
import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { noRouteResponse } from '../../http/responses';
import { pathnameOf, requestListener, type BridgeTarget } from './bridge';

/**
 * How long a request may take to arrive, head and body, by default. Node's `requestTimeout` and
 * `headersTimeout` run only until the request is received whole: a socket that stalls mid-upload
 * is freed, and the answer that follows has no timer at all (`timeout` stays 0), so a long
 * advance runs as long as its deliveries do.
 */
const REQUEST_TIMEOUT_MS = 60_000;

/** The code Node gives a request that did not arrive within its bound. */
const TIMED_OUT = 'ERR_HTTP_REQUEST_TIMEOUT';

/**
 * A server answering every exchange through the handler of `target`; a request not received
 * whole within `requestTimeoutMs` is answered 408 and its connection closed.
 */
export function bridgeServer(target: BridgeTarget | Promise<BridgeTarget>, requestTimeoutMs = REQUEST_TIMEOUT_MS): Server {
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      // Node looks for late requests every 30 s by default: a tenth of the bound keeps it near the bound.
      connectionsCheckingInterval: Math.max(10, Math.floor(requestTimeoutMs / 10)),
    },
    requestListener(target),
  );
  server.on('connect', (req, socket: Duplex) => void endWithNoRoute(socket, 'CONNECT', req.url ?? ''));
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    const requestLine = /^(\S+) (\S+) HTTP\/\d\.\d\r?\n/.exec(error.rawPacket?.toString('latin1') ?? '');
    if (error.code === 'HPE_INVALID_METHOD' && requestLine) {
      void endWithNoRoute(socket, requestLine[1]!, requestLine[2]!);
      return;
    }
    // What Node does without a clientError listener: a status only where no answer has begun.
    const answering = (socket as Duplex & { _httpMessage?: { headersSent: boolean } })._httpMessage;
    if (socket.writable && error.code !== 'ECONNRESET' && !answering?.headersSent) {
      socket.end(refusal(error.code));
    }
    socket.destroy(error);
  });
  return server;
}

/**
 * What a request Node's parser or timer refused is answered, as every other error: JSON
 * `{status, message}` (the document lists the 408 on every route).
 */
function refusal(code: string | undefined): string {
  const [status, reason] =
    code === TIMED_OUT
      ? [408, 'Request Timeout']
      : code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : [400, 'Bad Request'];
  const body = JSON.stringify({ status, message: reason });
  const head = [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

/** Writes the plain-text 404 of an unknown route straight to the socket and closes it. */
async function endWithNoRoute(socket: Duplex, method: string, target: string): Promise<void> {
  const response = noRouteResponse(method, pathnameOf(target));
  const body = Buffer.from(await response.text());
  const head = [
    'HTTP/1.1 404 Not Found',
    `Content-Type: ${response.headers.get('Content-Type')}`,
    `Content-Length: ${body.byteLength}`,
    'Connection: close',
  ];
  socket.on('error', () => undefined);
  socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), body]));
}
