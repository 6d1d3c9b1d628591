/**
 * The console's request as code to copy: curl, `fetch`, and Node with its built-in `fetch`.
 * The host and key are variables with the console's values as defaults, so the same snippet runs
 * against the Node server (`BASE_URL=http://127.0.0.1:4010 API_KEY=sk_test_…`) unchanged.
 */
import { headersOf, sendsBody, type ConsoleRequest } from '../console-request';
import { hostOfUrl } from '../environments';

export type SnippetKind = 'curl' | 'fetch' | 'node';

export const SNIPPET_LABELS: Record<SnippetKind, string> = { curl: 'curl', fetch: 'fetch', node: 'Node' };

/** The snippet of `kind` for `request`. */
export function snippetOf(kind: SnippetKind, request: ConsoleRequest): string {
  return { curl: curlSnippet, fetch: fetchSnippet, node: nodeSnippet }[kind](request);
}

interface Parts {
  /** `BASE_URL` or `STATUS_BASE_URL`, or none for a URL on no known host. */
  hostVariable?: string;
  origin: string;
  /** The rest of the URL after the origin. */
  rest: string;
  headers: [string, string][];
  body?: string;
}

function partsOf(request: ConsoleRequest): Parts {
  const url = request.url.trim();
  const host = hostOfUrl(url);
  const headers = headersOf(request);
  const body = sendsBody(request) ? request.body : undefined;
  if (!host) return { origin: '', rest: url, headers, body };
  return {
    hostVariable: host.role === 'status' ? 'STATUS_BASE_URL' : 'BASE_URL',
    origin: host.origin,
    rest: url.slice(host.origin.length),
    headers,
    body,
  };
}

/** The key header's value is a variable too: a key of the page's sandbox means nothing to a server. */
const isKey = ([name]: [string, string]) => name === 'X-API-KEY';

function curlSnippet(request: ConsoleRequest): string {
  const { hostVariable, origin, rest, headers, body } = partsOf(request);
  const lines: string[] = [];
  if (hostVariable) lines.push(`${hostVariable}="\${${hostVariable}:-${origin}}"`);
  if (headers.some(isKey)) lines.push(`API_KEY="\${API_KEY:-${headers.find(isKey)![1]}}"`);
  const target = hostVariable ? `"$${hostVariable}"${shellQuote(rest)}` : shellQuote(rest);
  const args = [`curl -sS -X ${request.method} ${target}`];
  for (const header of headers) {
    args.push(isKey(header) ? `-H "X-API-KEY: $API_KEY"` : `-H ${shellQuote(`${header[0]}: ${header[1]}`)}`);
  }
  if (body !== undefined) args.push(`--data-raw ${shellQuote(body)}`);
  return [...lines, args.join(' \\\n  ')].join('\n');
}

/** A single-quoted shell word: nothing inside is expanded. */
function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

function fetchSnippet(request: ConsoleRequest): string {
  const { origin, headers } = partsOf(request);
  const key = headers.find(isKey)?.[1];
  return [`const baseUrl = ${js(origin)};`, ...(key ? [`const apiKey = ${js(key)};`] : []), ...fetchCall(request)].join('\n');
}

function nodeSnippet(request: ConsoleRequest): string {
  const { hostVariable, origin, headers } = partsOf(request);
  const key = headers.find(isKey)?.[1];
  return [
    '// Node 18 or later (built-in fetch), as an ES module: node request.mjs',
    hostVariable ? `const baseUrl = process.env.${hostVariable} ?? ${js(origin)};` : `const baseUrl = ${js(origin)};`,
    ...(key ? [`const apiKey = process.env.API_KEY ?? ${js(key)};`] : []),
    ...fetchCall(request),
  ].join('\n');
}

/** The `fetch` call both JavaScript snippets share, given `baseUrl` and `apiKey` constants. */
function fetchCall(request: ConsoleRequest): string[] {
  const { rest, headers, body } = partsOf(request);
  const headerLines = headers.map(([name, value]) => `    ${js(name)}: ${isKey([name, value]) ? 'apiKey' : js(value)},`);
  return [
    `const response = await fetch(baseUrl + ${js(rest)}, {`,
    `  method: ${js(request.method)},`,
    ...(headerLines.length ? ['  headers: {', ...headerLines, '  },'] : []),
    ...(body === undefined ? [] : [`  body: ${bodyExpression(body)},`]),
    '});',
    'console.log(response.status, await response.text());',
  ];
}

/** A JSON body as `JSON.stringify(<the value>)`, readable; anything else as the exact string. */
function bodyExpression(body: string): string {
  try {
    const value: unknown = JSON.parse(body);
    return `JSON.stringify(${JSON.stringify(value, null, 2).replaceAll('\n', '\n  ')})`;
  } catch {
    return js(body);
  }
}

/** A JavaScript string literal. */
function js(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'")}'`;
}
