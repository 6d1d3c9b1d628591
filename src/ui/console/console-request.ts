/** What the console sends: a method, a URL, the key, extra headers and a body, all as typed. */

interface HeaderRow {
  name: string;
  value: string;
}

export interface ConsoleRequest {
  method: string;
  url: string;
  /** Sent as `X-API-KEY` when not blank. */
  apiKey: string;
  /** Extra headers from the headers editor; rows with a blank name are not sent. */
  headers: HeaderRow[];
  /** Sent as it is; blank means no body. */
  body: string;
}

/** Methods that may not carry a body in `fetch`. */
const BODYLESS = new Set(['GET', 'HEAD']);

/** Whether the request goes out with its body. */
export function sendsBody(request: ConsoleRequest): boolean {
  return !BODYLESS.has(request.method) && request.body.trim() !== '';
}

/** The headers that go out, in order: the key, the content type when a body goes, then the typed ones. */
export function headersOf(request: ConsoleRequest): [string, string][] {
  const headers: [string, string][] = [];
  if (request.apiKey.trim()) headers.push(['X-API-KEY', request.apiKey.trim()]);
  if (sendsBody(request)) headers.push(['Content-Type', 'application/json']);
  for (const row of request.headers) if (row.name.trim()) headers.push([row.name.trim(), row.value]);
  return headers;
}
