/**
 * The console's history: every request sent, kept apart from the gateway's data so that a
 * sandbox reset or import leaves it alone. `app/` opens it and hands it over with the connection.
 */
import type { ConsoleAnswer } from '../console-api';
import type { ConsoleRequest } from '../console-request';
import { imageKindOf } from '../answer';
import type { Environment } from '../environments';

/** The database the app opens the history in (`app/` wires it, `storage/` keeps it). */
export const HISTORY_DB = 'gateway-playground-console';

export interface HistoryEntry {
  /** Given by the database, in sending order. */
  id?: number;
  /** When it was sent, by the browser's clock (epoch milliseconds). */
  sentAt: number;
  env: Environment;
  request: ConsoleRequest;
  /** The answer's status, or absent when no answer came. */
  status?: number;
  durationMs?: number;
  /** The answer as the Record exports (HAR, msw handlers) replay it; absent when none came. */
  answer?: RecordedAnswer;
  /** Who sent it when the console did not (`scenario step 1`): the recording's comment says so. */
  source?: string;
}

/** An answer's text, headers and status text; the body kept up to HISTORY_BODY_LIMIT characters. */
export interface RecordedAnswer {
  statusText: string;
  headers: [string, string][];
  body: string;
  /** True when the body was longer and was cut. */
  truncated?: boolean;
}

/** The most of an answer's body the history keeps: enough for any JSON answer, not a stream of banners. */
export const HISTORY_BODY_LIMIT = 64 * 1024;

/** What the history keeps of an answer: everything but the body past HISTORY_BODY_LIMIT. */
export function recordedAnswer(answer: { statusText: string; headers: [string, string][]; text: string }): RecordedAnswer {
  const cut = answer.text.length > HISTORY_BODY_LIMIT;
  return {
    statusText: answer.statusText,
    headers: answer.headers,
    body: cut ? answer.text.slice(0, HISTORY_BODY_LIMIT) : answer.text,
    ...(cut ? { truncated: true } : {}),
  };
}

/**
 * The answer an entry keeps, as the answer panel shows one; null when none came. The history
 * keeps text, so an SVG banner shows again and a PNG's bytes are gone (the panel says so).
 */
export function storedAnswerOf(entry: HistoryEntry): ConsoleAnswer | null {
  if (entry.status === undefined || !entry.answer) return null;
  const { statusText, headers, body, truncated } = entry.answer;
  const bytes = new TextEncoder().encode(body);
  const kind = imageKindOf(bytes);
  return {
    status: entry.status,
    statusText,
    headers,
    contentType: headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '',
    text: body,
    ...(kind ? { image: { kind, bytes } } : {}),
    durationMs: entry.durationMs ?? 0,
    kept: { sentAt: entry.sentAt, truncated: truncated === true },
  };
}

export interface ConsoleHistory {
  add(entry: HistoryEntry): Promise<HistoryEntry>;
  /** Every entry, newest first. */
  list(): Promise<HistoryEntry[]>;
  clear(): Promise<void>;
}

/** Whether every word of `query` is in the entry's method, URL, body or status, case aside. */
export function matchesHistory(entry: HistoryEntry, query: string): boolean {
  const text = `${entry.request.method} ${entry.request.url} ${entry.request.body} ${entry.status ?? ''}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
