/**
 * An embed's fetch: requests to the sandbox's virtual hosts go straight to its gateway's fetch
 * handler in this frame (no service worker, which a third-party frame may be refused); any other
 * address goes to the network as usual.
 */
import type { HostTable } from '../../http/hosts';

type FetchHandler = (request: Request) => Promise<Response>;

export function inFrameFetch(handler: FetchHandler, hosts: HostTable, network: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    return Object.hasOwn(hosts, new URL(request.url).origin) ? handler(request) : network(request);
  };
}
