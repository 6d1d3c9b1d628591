import { describe, expect, it } from 'vitest';
import { freshHarness } from '../../../test/support/api';
import { BASE } from '../../../test/support/harness';
import { matchesHistory, openHistory, type HistoryEntry } from './history-db';

const entry = (url: string, status: number, sentAt: number): HistoryEntry => ({
  sentAt,
  env: 'sandbox',
  request: { method: 'POST', url, apiKey: 'sk_test_x', headers: [], body: '{"name":"Mugs"}' },
  status,
  durationMs: 3,
});

describe('the console history', () => {
  it('keeps requests newest first in its own database, which a sandbox reset leaves alone, until cleared', async () => {
    const name = `history-${Math.random()}`;
    const history = await openHistory(name);
    await history.add(entry(`${BASE}/api/product/pay`, 200, 1));
    await history.add(entry(`${BASE}/_sandbox/reset`, 200, 2));
    const harness = await freshHarness();
    expect((await harness.call('POST', `${BASE}/_sandbox/reset`)).status).toBe(200);

    const reopened = await openHistory(name);
    expect((await reopened.list()).map((item) => [item.id, item.sentAt])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    await reopened.clear();
    expect(await reopened.list()).toEqual([]);
  });

  it('is searched by every word of the query in method, URL, body or status', () => {
    const sent = entry(`${BASE}/api/product/pay`, 400, 1);
    expect(matchesHistory(sent, 'post MUGS 400')).toBe(true);
    expect(matchesHistory(sent, 'product webhook')).toBe(false);
    expect(matchesHistory(sent, '')).toBe(true);
  });
});
