import { describe, expect, it } from 'vitest';
import { exchangesOfHistory } from '../../recording/console-traffic';
import { historyEntryOfStep } from './scenario-recording';
import type { StepRun } from './run-scenario';

const BASE = 'https://api.sandbox.gateway.test';

const answered: StepRun = {
  request: {
    method: 'POST',
    url: ` ${BASE}/api/product/pay `,
    headers: 'X-API-KEY: sk_test_k\nContent-Type: application/json\nX-Trace: t1',
    body: '{"name":"Mugs"}',
  },
  answer: { status: 200, statusText: 'OK', headers: [['content-type', 'application/json']], body: '{"id":"p1"}' },
  sentAt: 1_000,
  durationMs: 7,
};

describe('a scenario step kept in the workspace’s history', () => {
  it('is kept as the console keeps a request, marked as the scenario’s step, and records as what went over the wire', () => {
    const entry = historyEntryOfStep(answered, 0)!;

    expect(entry).toEqual({
      sentAt: 1_000,
      env: 'sandbox',
      request: {
        method: 'POST',
        url: `${BASE}/api/product/pay`,
        apiKey: 'sk_test_k',
        headers: [{ name: 'X-Trace', value: 't1' }],
        body: '{"name":"Mugs"}',
      },
      status: 200,
      answer: { statusText: 'OK', headers: [['content-type', 'application/json']], body: '{"id":"p1"}' },
      durationMs: 7,
      source: 'scenario step 0',
    });
    expect(exchangesOfHistory([entry])[0]).toMatchObject({
      request: { headers: { 'X-API-KEY': 'sk_test_k', 'Content-Type': 'application/json', 'X-Trace': 't1' }, body: '{"name":"Mugs"}' },
      response: { status: 200, body: '{"id":"p1"}' },
      source: 'scenario step 0',
    });
  });

  it('keeps a step that went out and got no answer, with no status, and none that never went out', () => {
    const lost: StepRun = {
      request: { ...answered.request, url: 'https://api.gateway.test/x' },
      failure: 'no answer',
      sentAt: 5,
      durationMs: 1,
    };
    expect(historyEntryOfStep(lost, 3)).toMatchObject({ env: 'production', source: 'scenario step 3' });
    expect(historyEntryOfStep(lost, 3)).not.toHaveProperty('status');
    expect(historyEntryOfStep({ request: answered.request, skipped: 'recorded with no answer' }, 1)).toBeUndefined();
    expect(
      historyEntryOfStep({ request: answered.request, failure: '{{2.id}} refers to step 2, which has not run yet.' }, 1),
    ).toBeUndefined();
  });
});
