/**
 * The node:http server behind each listener. Node's own limits are switched off where they would
 * cut what the sandbox promises (a long `/_sandbox/clock/advance`), and requests the HTTP parser
 * refuses before any listener sees them (a method it does not know, CONNECT) still get the
 * routing 404 that the handler answers every unknown method.
 */
import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { noRouteResponse } from '../../http/responses';
import { pathnameOf, requestListener, type BridgeTarget } from './bridge';

/**
 * `requestTimeout: 0`: Node's default (300 s) bounds how long a request may take to arrive; a
 * loopback sandbox has no slow clients to fear, and nothing of ours should be cut by a timer the
 * contract does not name. Node sets no timeout on a response being prepared (`timeout` is 0).
 */
const SERVER_OPTIONS = { requestTimeout: 0 } as const;

/** A server answering every exchange through the handler of `target`. */
export function bridgeServer(target: BridgeTarget | Promise<BridgeTarget>): Server {
  const server = createServer(SERVER_OPTIONS, requestListener(target));
  server.on('connect', (req, socket: Duplex) => void endWithNoRoute(socket, 'CONNECT', req.url ?? ''));
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    const requestLine = /^(\S+) (\S+) HTTP\/\d\.\d\r?\n/.exec(error.rawPacket?.toString('latin1') ?? '');
    if (error.code === 'HPE_INVALID_METHOD' && requestLine) {
      void endWithNoRoute(socket, requestLine[1]!, requestLine[2]!);
      return;
    }
    // What Node does without a clientError listener.
    if (socket.writable && error.code !== 'ECONNRESET') {
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    }
    socket.destroy(error);
  });
  return server;
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

