/**
 * The console's traffic for the Record exports, read from the console's history log: each entry
 * keeps the request as sent and the answer it got, so a recording needs no subscription to the
 * console (which would pull the console's chunk into every screen). A scenario's run writes its
 * steps to the same log, so they are recorded too, marked as the scenario's.
 */
import { headersOf, sendsBody, HISTORY_DB, type HistoryEntry } from '../console';
import { connection } from '../shared/sandbox-connection';
import type { RecordedExchange } from './recorded-exchange';

/** Every request the console sent, oldest first, with its answer when one came. */
export async function consoleExchanges(): Promise<RecordedExchange[]> {
  const log = await connection().openLog<HistoryEntry>(HISTORY_DB);
  return exchangesOfHistory(await log.list());
}

/** History entries (newest first, as the log lists them) as exchanges, oldest first. */
export function exchangesOfHistory(entries: readonly HistoryEntry[]): RecordedExchange[] {
  return [...entries].reverse().map(exchangeOf);
}

function exchangeOf({ request, answer, status, sentAt, durationMs = 0, source = 'console' }: HistoryEntry): RecordedExchange {
  return {
    request: {
      method: request.method,
      url: request.url.trim(),
      headers: Object.fromEntries(headersOf(request)),
      body: sendsBody(request) ? request.body : '',
    },
    response:
      status === undefined
        ? null
        : { status, statusText: answer?.statusText, headers: Object.fromEntries(answer?.headers ?? []), body: answer?.body ?? '' },
    startedAt: sentAt,
    durationMs,
    source: answer?.truncated ? `${source} (answer cut at 64 KiB)` : source,
  };
}
