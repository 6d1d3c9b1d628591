/**
 * One receiver-check call from the command line, over node:http(s) on a connection of its own:
 * it gives up after `timeoutMs` and then says whether the endpoint had taken the connection
 * (reached but silent) or not (could not be reached), which `fetch` cannot tell. Only the status
 * is read: the check judges nothing else. Deliveries use `http-transport.ts`, which never gives up.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import type { CheckAnswer, OutgoingRequest } from '../../gateway/core';
import { wireHeaders } from '../wire-headers';

export function checkCall(timeoutMs: number): (request: OutgoingRequest) => Promise<CheckAnswer> {
  return ({ method, url, headers, body }) =>
    new Promise((resolve) => {
      let connected = false;
      const send = url.startsWith('https:') ? httpsRequest : httpRequest;
      // A connection of its own (no agent): the concurrent pair goes out on two at the same moment.
      const call = send(url, { method, headers: wireHeaders(headers), agent: false });
      const timer = setTimeout(() => {
        const waited = `no answer within ${timeoutMs / 1000} s`;
        resolve(connected ? { kind: 'silent', error: waited } : { kind: 'network-error', error: `Network error: ${waited} of connecting` });
        call.destroy();
      }, timeoutMs);
      call.on('socket', (socket: Socket) => socket.once('connect', () => (connected = true)));
      call.on('response', (response) => {
        clearTimeout(timer);
        resolve({ kind: 'answered', status: response.statusCode!, body: '' });
        response.destroy();
      });
      call.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        resolve({ kind: 'network-error', error: `Network error: ${error.code ?? error.message}` });
      });
      call.end(method === 'GET' || method === 'HEAD' ? undefined : body);
    });
}
