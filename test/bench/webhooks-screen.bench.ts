/**
 * The Webhooks screen's read with 10,000 attempts stored: `GET /_sandbox/deliveries` and the
 * grouping the list does. Target: under 500 ms together, so a refresh never freezes the screen
 * (the list then renders one page of 25 notifications, not a card per attempt).
 */
import { bench, describe } from 'vitest';
import { groupByNotification } from '../../src/ui/webhooks/group-attempts';
import { BASE, openHarness } from '../support/harness';

const harness = await openHarness();
const snapshot = (await harness.json('GET', `${BASE}/_sandbox/export`)).body;
snapshot.collections.deliveries = Array.from({ length: 10_000 }, (_, n) => ({
  id: `0190b6a2-0000-7000-8000-${String(n).padStart(12, '0')}`,
  webhookId: 'w',
  paymentHash: `hash${Math.floor(n / 2)}`,
  requestId: `request-${Math.floor(n / 2)}`,
  attempt: (n % 2) + 1,
  scheduledAt: n * 1000,
  sentAt: n * 1000,
  finishedAt: n * 1000,
  state: n % 2 ? 'SUCCEEDED' : 'FAILED',
  responseStatus: n % 2 ? 200 : 500,
  responseBody: '',
  error: null,
  request: { method: 'POST', url: 'https://hooks.gateway.test/shop', headers: {}, body: '{"orderId":"x","status":"COMPLETED"}' },
}));
await harness.json('POST', `${BASE}/_sandbox/import`, { body: snapshot });

describe('webhooks screen, 10,000 attempts stored (target: < 500 ms)', () => {
  bench(
    'read every attempt and group them by notification',
    async () => {
      const { body } = await harness.json('GET', `${BASE}/_sandbox/deliveries`);
      if (groupByNotification(body).length !== 5000) throw new Error('expected 5000 notifications');
    },
    { iterations: 5 },
  );
});
