/**
 * The console's traffic for the Record exports. Until the console keeps a history of its own,
 * this keeps each answer the console receives with the request as it stood when it was sent;
 * the console history can replace `consoleExchanges` by answering the same shape.
 */
import { useConsoleStore } from '../console/console-store';
import type { ConsoleRequest, ConsoleResponse } from '../console/send-request';
import type { RecordedExchange } from './recorded-exchange';

const recorded: RecordedExchange[] = [];

/** Starts recording the console's exchanges in this tab; answers the function that stops it. */
export function recordConsoleTraffic(now: () => number = Date.now): () => void {
  return useConsoleStore.subscribe((state, previous) => {
    if (state.response && state.response !== previous.response) {
      recorded.push(exchangeOf(state.request, state.response, now()));
    }
  });
}

/** What the console sent and got, oldest first. */
export function consoleExchanges(): RecordedExchange[] {
  return [...recorded];
}

function exchangeOf(request: ConsoleRequest, response: ConsoleResponse, answeredAt: number): RecordedExchange {
  const headers: Record<string, string> = {};
  if (request.apiKey.trim()) headers['X-API-KEY'] = request.apiKey.trim();
  const body = request.method === 'GET' || request.method === 'HEAD' ? '' : request.body;
  if (body.trim()) headers['Content-Type'] = 'application/json';
  return {
    request: { method: request.method, url: request.url.trim(), headers, body },
    response: { status: response.status, statusText: response.statusText, headers: Object.fromEntries(response.headers), body: response.body },
    startedAt: answeredAt - response.durationMs,
    durationMs: response.durationMs,
    source: 'console',
  };
}
