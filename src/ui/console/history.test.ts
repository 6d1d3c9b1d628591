import { describe, expect, it } from 'vitest';
import { BASE } from '../../../test/support/harness';
import { HISTORY_BODY_LIMIT, matchesHistory, recordedAnswer, type HistoryEntry } from './history';

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
