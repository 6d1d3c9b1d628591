/**
 * Webhook calls in Node mode, over node:http and node:https rather than the global `fetch`:
 * undici, behind Node's `fetch`, aborts a call after 300 s without headers (`headersTimeout`)
 * and on a body that goes quiet (`bodyTimeout`). The contract says webhook calls have no
 * timeout, so this transport sets none, and node:http sets none unless asked.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { ANSWER_BYTES_NEEDED } from '../../gateway/answer-body';
import type { CallResult, OutgoingRequest, Transport } from '../../gateway/ports';

/**
 * Calls the endpoint and reports what came back. Redirects are not followed (a 3xx is itself the
 * answer), one connection per call (`agent: false`: no pooled socket with a timeout of its own),
 * and the answer's body is read only as far as a delivery attempt records it.
 */
export function nodeHttpTransport(): Transport {
  return { send: call };
}

function call({ method, url, headers, body }: OutgoingRequest): Promise<CallResult> {
  return new Promise((resolve) => {
    const networkError = (error: NodeJS.ErrnoException) =>
      resolve({ kind: 'network-error', error: `Network error: ${error.code ?? error.message}` });
    const target = new URL(url);
    const withBody = method !== 'GET' && method !== 'HEAD';
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      target,
      { method, headers: withBody ? { ...headers, 'Content-Length': Buffer.byteLength(body) } : headers, agent: false },
      (response) => {
        readNeeded(response).then(
          (text) => resolve({ kind: 'answered', status: response.statusCode ?? 0, body: text }),
          networkError,
        );
      },
    );
    request.on('error', networkError);
    request.end(withBody ? body : undefined);
  });
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
    response.once('end', done).once('error', reject);
  });
}
