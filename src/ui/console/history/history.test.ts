import { describe, expect, it } from 'vitest';
import { BASE } from '../../../../test/support/harness';
import { HISTORY_BODY_LIMIT, matchesHistory, recordedAnswer, storedAnswerOf, type HistoryEntry } from './history';

const entry = (url: string, status: number, sentAt: number): HistoryEntry => ({
  sentAt,
  env: 'sandbox',
  request: { method: 'POST', url, apiKey: 'sk_test_x', headers: [], body: '{"name":"Mugs"}' },
  status,
  durationMs: 3,
});

describe('the console history', () => {
  it('is searched by every word of the query in method, URL, body or status', () => {
    const sent = entry(`${BASE}/api/product/pay`, 400, 1);
    expect(matchesHistory(sent, 'post MUGS 400')).toBe(true);
    expect(matchesHistory(sent, 'product webhook')).toBe(false);
    expect(matchesHistory(sent, '')).toBe(true);
  });
});

describe('recordedAnswer', () => {
  it('keeps an answer whole up to the limit, and cuts a longer body, saying so', () => {
    const answer = { statusText: 'OK', headers: [['content-type', 'text/plain']] as [string, string][] };
    expect(recordedAnswer({ ...answer, text: 'short' })).toEqual({ ...answer, body: 'short' });
    const long = recordedAnswer({ ...answer, text: 'x'.repeat(HISTORY_BODY_LIMIT + 1) });
    expect(long.body).toHaveLength(HISTORY_BODY_LIMIT);
    expect(long.truncated).toBe(true);
  });
});

describe('storedAnswerOf', () => {
  it('gives back the kept status, headers and body, marked as kept; none for an entry that got no answer', () => {
    const answered: HistoryEntry = {
      ...entry(`${BASE}/api/product/pay`, 400, 7),
      answer: { statusText: 'Bad Request', headers: [['Content-Type', 'application/json']], body: '{"status":400}', truncated: true },
    };
    expect(storedAnswerOf(answered)).toEqual({
      status: 400,
      statusText: 'Bad Request',
      headers: [['Content-Type', 'application/json']],
      contentType: 'application/json',
      text: '{"status":400}',
      durationMs: 3,
      kept: { sentAt: 7, truncated: true },
    });
    expect(storedAnswerOf({ ...answered, status: undefined, answer: undefined })).toBeNull();
  });
});
