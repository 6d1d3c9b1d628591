/**
 * A recording as a HAR 1.2 file (http://www.softwareishard.com/blog/har-12-spec/), which browser
 * dev tools, proxies and support tools open. Pure: builds the JSON document, nothing else.
 */
import type { RecordedExchange } from './recorded-exchange';

const HTTP_VERSION = 'HTTP/1.1';

/** The HAR document of `exchanges`, in the order given. */
export function toHar(exchanges: readonly RecordedExchange[], creator = { name: 'Gateway Playground', version: '1' }) {
  return {
    log: {
      version: '1.2',
      creator,
      pages: [],
      entries: exchanges.map(entryOf),
    },
  };
}

function entryOf({ request, response, startedAt, durationMs, source }: RecordedExchange) {
  const url = new URL(request.url);
  const requestType = headerValue(request.headers, 'content-type') ?? 'application/json';
  const responseType = response ? (headerValue(response.headers, 'content-type') ?? '') : '';
  return {
    startedDateTime: new Date(startedAt).toISOString(),
    time: durationMs,
    request: {
      method: request.method,
      url: request.url,
      httpVersion: HTTP_VERSION,
      cookies: [],
      headers: pairs(request.headers),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(request.body ? { postData: { mimeType: requestType, text: request.body } } : {}),
      headersSize: -1,
      bodySize: byteLength(request.body),
    },
    // HAR has no "no answer": status 0 is what browsers record for a request that never got one.
    response: {
      status: response?.status ?? 0,
      statusText: response?.statusText ?? '',
      httpVersion: HTTP_VERSION,
      cookies: [],
      headers: pairs(response?.headers ?? {}),
      content: { size: byteLength(response?.body ?? ''), mimeType: responseType, text: response?.body ?? '' },
      redirectURL: '',
      headersSize: -1,
      bodySize: response ? byteLength(response.body) : -1,
    },
    cache: {},
    timings: { send: 0, wait: durationMs, receive: 0 },
    comment: source,
  };
}

function pairs(headers: Record<string, string>) {
  return Object.entries(headers).map(([name, value]) => ({ name, value }));
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}
