/**
 * An embed's fetch: requests to the sandbox's virtual hosts go straight to its gateway's fetch
 * handler in this frame (no service worker, which a third-party frame may be refused). Its
 * requests never leave the frame: any other address, a step edited to point elsewhere included,
 * fails as a request with no answer, saying why, and nothing goes over the network.
 */
import type { HostTable } from '../../http/hosts';

type FetchHandler = (request: Request) => Promise<Response>;

export function inFrameFetch(handler: FetchHandler, hosts: HostTable): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { origin, protocol } = new URL(request.url);
    if (Object.hasOwn(hosts, origin)) return handler(request);
    // An address with no origin of its own (javascript:, data:, blob:) is named by its scheme.
    const elsewhere = origin === 'null' ? `a ${protocol} address` : origin;
    throw new TypeError(
      `an embed sends requests only to the sandbox gateway in this page (${Object.keys(hosts).join(', ')}), not to ${elsewhere}`,
    );
  };
}
