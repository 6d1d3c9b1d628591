import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreUnavailableError, type CollectionName, type Store } from '../gateway/core/ports';
import type { DeliveryRunner, DueEvent } from './runner';
import { DeliveryScheduler } from './scheduler';
import type { SwitchableClock } from './switchable-clock';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const DUE: DueEvent = { at: NOW - 1, attemptId: 'attempt-1', webhookId: 'webhook-1', kind: 'send', lane: 'lane-1', local: false };

/**
 * A scheduler in real time over `runner`, leading at once; `onChange` is where the store would
 * announce writes (a database that comes back announces none).
 */
function realTimeScheduler(runner: Partial<DeliveryRunner>, onChange: Store['onChange'] = () => () => undefined): DeliveryScheduler {
  const clock = { now: () => NOW, mode: 'real' } as SwitchableClock;
  return new DeliveryScheduler(runner as DeliveryRunner, clock, { onChange } as unknown as Store);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the delivery scheduler in real time', () => {
  it('plans again every second while its store is out of reach, saying so once, and sends the retry that fell due meanwhile once it is back', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recovered = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    let reachable = false;
    const sent: string[] = [];
    const runner = {
      async outlook() {
        if (!reachable) throw new StoreUnavailableError('The database is out of reach');
        return { due: sent.length === 0 ? [DUE] : [], othersOut: [], awaitedElsewhere: [] };
      },
      async run(event: DueEvent) {
        sent.push(event.attemptId);
        return { sent: true, answered: Promise.resolve(), recorded: Promise.resolve() };
      },
    } as unknown as DeliveryRunner;
    // A database that comes back announces no change: only the scheduler itself can plan again.
    const scheduler = realTimeScheduler(runner);
    try {
      // Three seconds out of reach: planned four times in vain, said once.
      await vi.advanceTimersByTimeAsync(3000);
      expect(sent).toEqual([]);
      expect(logged.mock.calls.map(([message]) => message)).toEqual([
        'Delivery scheduling failed; planning again every 1 s until it works',
      ]);

      reachable = true;
      await vi.advanceTimersByTimeAsync(1000);

      expect(sent).toEqual(['attempt-1']);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(recovered.mock.calls.map(([message]) => message)).toEqual(['Delivery scheduling works again']);
    } finally {
      await scheduler.stop();
    }
  });

  it('looks every 2 s at the servers or tabs awaiting calls, and plans again once it took calls over', async () => {
    vi.useFakeTimers();
    let planned = 0;
    const looked: string[][] = [];
    const runner = {
      async outlook() {
        planned++;
        return { due: [], othersOut: [], awaitedElsewhere: planned === 1 ? ['server one'] : [] };
      },
      // Server one is there at the first two looks, and gone at the third.
      async takeOverFrom(senders: string[]) {
        looked.push(senders);
        return looked.length === 3 ? 1 : 0;
      },
    } as unknown as DeliveryRunner;
    const scheduler = realTimeScheduler(runner);
    try {
      await vi.advanceTimersByTimeAsync(1999);
      expect([planned, looked.length]).toEqual([1, 0]);
      await vi.advanceTimersByTimeAsync(1);
      expect(looked).toEqual([['server one']]);
      await vi.advanceTimersByTimeAsync(4000);
      expect([planned, looked.length]).toEqual([2, 3]);

      // The plan after the takeover found no call awaited elsewhere: no more looks.
      await vi.advanceTimersByTimeAsync(60_000);
      expect([planned, looked.length]).toEqual([2, 3]);
    } finally {
      await scheduler.stop();
    }
  });

  it('keeps looking every 2 s while changes come more often than that', async () => {
    vi.useFakeTimers();
    let looks = 0;
    const runner = {
      outlook: async () => ({ due: [], othersOut: [], awaitedElsewhere: ['server one'] }),
      async takeOverFrom() {
        looks++;
        return 0;
      },
    } as unknown as DeliveryRunner;
    let changed: (collections: CollectionName[]) => void = () => undefined;
    const scheduler = realTimeScheduler(runner, (listener) => ((changed = listener), () => undefined));
    try {
      // A write every second, each planning again.
      for (let second = 1; second <= 10; second++) {
        await vi.advanceTimersByTimeAsync(1000);
        changed(['deliveries']);
      }
      expect(looks).toBe(5);
    } finally {
      await scheduler.stop();
    }
  });
});
