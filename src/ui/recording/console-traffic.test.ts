import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../console/history/history';
import { exchangesOfHistory } from './console-traffic';

const BASE = 'https://api.sandbox.gateway.test';

const sent: HistoryEntry = {
  id: 1,
  sentAt: 1_000,
  env: 'sandbox',
  request: {
    method: 'POST',
    url: ` ${BASE}/api/product/pay `,
    apiKey: 'sk_test_k',
    headers: [{ name: 'X-Trace', value: 't1' }],
    body: '{"name":"A"}',
  },
  status: 200,
  durationMs: 7,
  answer: { statusText: 'OK', headers: [['content-type', 'application/json']], body: '{"id":"p1"}' },
};
const unanswered: HistoryEntry = {
  id: 2,
  sentAt: 2_000,
  env: 'sandbox',
  request: { method: 'GET', url: `${BASE}/api/pay/plugin/webhook`, apiKey: '', headers: [], body: 'ignored' },
};

describe('exchangesOfHistory', () => {
  it('turns the newest-first history into exchanges oldest first, with the headers and body that went out', () => {
    expect(exchangesOfHistory([unanswered, sent])).toEqual([
      {
        request: {
          method: 'POST',
          url: `${BASE}/api/product/pay`,
          headers: { 'X-API-KEY': 'sk_test_k', 'Content-Type': 'application/json', 'X-Trace': 't1' },
          body: '{"name":"A"}',
        },
        response: { status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, body: '{"id":"p1"}' },
        startedAt: 1_000,
        durationMs: 7,
        source: 'console',
      },
      {
        request: { method: 'GET', url: `${BASE}/api/pay/plugin/webhook`, headers: {}, body: '' },
        response: null,
        startedAt: 2_000,
        durationMs: 0,
        source: 'console',
      },
    ]);
  });

  it('says in the source when the answer kept was cut', () => {
    const cut = { ...sent, answer: { ...sent.answer!, truncated: true } };
    expect(exchangesOfHistory([cut])[0]!.source).toBe('console (answer cut at 64 KiB)');
  });
});
