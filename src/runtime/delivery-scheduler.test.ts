import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreUnavailableError, type Store } from '../gateway/ports';
import type { DeliveryRunner, DueEvent } from '../gateway/webhooks/deliveries';
import { DeliveryScheduler } from './delivery-scheduler';
import type { SwitchableClock } from './switchable-clock';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const DUE: DueEvent = { at: NOW - 1, attemptId: 'attempt-1', webhookId: 'webhook-1', kind: 'send', lane: 'lane-1', local: false };

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the delivery scheduler in real time', () => {
  it('plans again after a plan that met its store out of reach, and sends the retry that fell due meanwhile', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reachable = false;
    const sent: string[] = [];
    const runner = {
      async upcoming() {
        if (!reachable) throw new StoreUnavailableError('The database is out of reach');
        return sent.length === 0 ? [DUE] : [];
      },
      async run(event: DueEvent) {
        sent.push(event.attemptId);
        return { sent: true, answered: Promise.resolve(), recorded: Promise.resolve() };
      },
    } as unknown as DeliveryRunner;
    const clock = { now: () => NOW, mode: 'real' } as SwitchableClock;
    // A database that comes back announces no change: only the scheduler itself can plan again.
    const store = { onChange: () => () => undefined } as unknown as Store;
    const scheduler = new DeliveryScheduler(runner, clock, store);
    try {
      await vi.advanceTimersByTimeAsync(0);
      expect(sent).toEqual([]);

      reachable = true;
      await vi.advanceTimersByTimeAsync(1000);

      expect(sent).toEqual(['attempt-1']);
    } finally {
      await scheduler.stop();
    }
  });
});
