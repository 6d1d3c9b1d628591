import { describe, expect, it } from 'vitest';
import { BASE } from '../../../test/support/harness';
import { matchesHistory, type HistoryEntry } from './history';

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
