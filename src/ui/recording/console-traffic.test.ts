import { describe, expect, it } from 'vitest';
import { useConsoleStore } from '../console/console-store';
import { consoleExchanges, recordConsoleTraffic } from './console-traffic';

const answer = (body: string) => ({ status: 200, statusText: 'OK', headers: [['content-type', 'application/json']] as [string, string][], body, durationMs: 7, learnt: {} });

describe('recordConsoleTraffic', () => {
  it('keeps each answer the console receives with the request that was sent, until stopped', () => {
    const stop = recordConsoleTraffic(() => 1_000);
    useConsoleStore.setState({ request: { method: 'POST', url: ' https://api.sandbox.gateway.test/api/product/pay ', apiKey: 'sk_test_k', body: '{"name":"A"}' } });
    useConsoleStore.setState({ response: answer('{"id":"p1"}') });
    useConsoleStore.setState({ request: { method: 'GET', url: 'https://api.sandbox.gateway.test/api/pay/plugin/webhook', apiKey: '', body: 'ignored' } });
    stop();
    useConsoleStore.setState({ response: answer('[]') });

    expect(consoleExchanges()).toEqual([
      {
        request: {
          method: 'POST',
          url: 'https://api.sandbox.gateway.test/api/product/pay',
          headers: { 'X-API-KEY': 'sk_test_k', 'Content-Type': 'application/json' },
          body: '{"name":"A"}',
        },
        response: { status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, body: '{"id":"p1"}' },
        startedAt: 993,
        durationMs: 7,
        source: 'console',
      },
    ]);
  });
});
