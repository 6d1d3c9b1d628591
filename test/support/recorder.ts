/**
 * Test support for the recording exports: sends requests through a fetch handler and keeps
 * each as a RecordedExchange, as the console's history would.
 */
import type { RecordedExchange } from '../../src/ui/recording/recorded-exchange';

export function recorder(handler: (request: Request) => Promise<Response>) {
  const exchanges: RecordedExchange[] = [];
  let clock = Date.UTC(2026, 0, 15, 12);
  return {
    exchanges,
    async send(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
      const text = body === undefined ? '' : JSON.stringify(body);
      const sentHeaders = text ? { ...headers, 'Content-Type': 'application/json' } : headers;
      const response = await handler(new Request(url, { method, headers: sentHeaders, body: text || undefined }));
      const answer = await response.text();
      exchanges.push({
        request: { method, url, headers: sentHeaders, body: text },
        response: { status: response.status, headers: Object.fromEntries(response.headers), body: answer },
        startedAt: (clock += 1000),
        durationMs: 3,
        source: 'console',
      });
      return response.headers.get('Content-Type')?.includes('json') ? JSON.parse(answer) : answer;
    },
  };
}
