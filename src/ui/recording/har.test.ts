import { describe, expect, it } from 'vitest';
import type { DeliveryAttempt } from '../../gateway/core/stored-records';
import { toHar } from './har';
import { exchangesOfDeliveries, type RecordedExchange } from './recorded-exchange';

const exchange: RecordedExchange = {
  request: {
    method: 'POST',
    url: 'https://api.sandbox.gateway.test/api/product/pay?dry=1',
    headers: { 'X-API-KEY': 'sk_test_a', 'Content-Type': 'application/json' },
    body: '{"name":"Łódź"}',
  },
  response: { status: 200, headers: { 'content-type': 'application/json' }, body: '{"id":"p1"}' },
  startedAt: Date.UTC(2026, 0, 15, 12),
  durationMs: 12,
  source: 'console',
};

describe('toHar', () => {
  it('writes a HAR 1.2 entry with the request, its query, body and the answer', () => {
    const har = toHar([exchange]);

    expect(har.log.version).toBe('1.2');
    expect(har.log.entries).toHaveLength(1);
    const [entry] = har.log.entries;
    expect(entry).toMatchObject({
      startedDateTime: '2026-01-15T12:00:00.000Z',
      time: 12,
      request: {
        method: 'POST',
        url: exchange.request.url,
        httpVersion: 'HTTP/1.1',
        queryString: [{ name: 'dry', value: '1' }],
        headers: [
          { name: 'X-API-KEY', value: 'sk_test_a' },
          { name: 'Content-Type', value: 'application/json' },
        ],
        postData: { mimeType: 'application/json', text: '{"name":"Łódź"}' },
        bodySize: 18,
      },
      response: { status: 200, content: { mimeType: 'application/json', text: '{"id":"p1"}', size: 11 } },
      timings: { send: 0, wait: 12, receive: 0 },
      comment: 'console',
    });
  });

  it('a call that never got an answer is recorded with status 0', () => {
    const [entry] = toHar([{ ...exchange, response: null }]).log.entries;

    expect(entry!.response).toMatchObject({ status: 0, bodySize: -1, content: { text: '' } });
  });
});

describe('exchangesOfDeliveries', () => {
  it('turns sent attempts into exchanges and leaves out the ones still waiting', () => {
    const attempt = {
      id: 'a1',
      webhookId: 'w1',
      attempt: 2,
      sentAt: 1000,
      finishedAt: 1040,
      responseStatus: 500,
      responseBody: 'oops',
      error: null,
      request: { method: 'POST', url: 'https://hooks.gateway.test/orders', headers: {}, body: '{}' },
    } as unknown as DeliveryAttempt;

    expect(exchangesOfDeliveries([attempt, { ...attempt, id: 'a2', sentAt: null }])).toEqual([
      {
        request: attempt.request,
        response: { status: 500, headers: {}, body: 'oops' },
        startedAt: 1000,
        durationMs: 40,
        source: 'webhook delivery w1 attempt 2',
      },
    ]);
  });
});
