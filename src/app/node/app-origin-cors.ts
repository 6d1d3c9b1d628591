/**
 * CORS on the status and production hosts for the one web page allowed to call them: the
 * playground this server serves, whose origin is the sandbox base host's (the others are other
 * ports, so other origins). The interface rejects calls from merchants' web pages, so every other
 * origin gets no CORS headers and the browser keeps the answer from the page.
 */
import type { FetchHandler } from '../../http/handler';

/** What the playground's console sends: any of the interface's methods, with a key and JSON. */
const ALLOWED = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Headers': 'X-API-KEY, Content-Type',
  'Access-Control-Max-Age': '600',
};

/** `handler` answering `appOrigin`'s preflights and letting that origin read its answers. */
export function withAppOriginCors(handler: FetchHandler, appOrigin: string): FetchHandler {
  return async (request) => {
    if (request.headers.get('Origin') !== appOrigin) return handler(request);
    const allow = { 'Access-Control-Allow-Origin': appOrigin, Vary: 'Origin' };
    if (request.method === 'OPTIONS' && request.headers.has('Access-Control-Request-Method')) {
      return new Response(null, { status: 204, headers: { ...allow, ...ALLOWED } });
    }
    const response = await handler(request);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(allow)) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}
