/**
 * The clock's reloads when another gateway on the same store changes it: reads that overlap
 * each other, answered in either order.
 */
import { describe, expect, test } from 'vitest';
import type { Store, Tx } from '../gateway/ports';
import { CLOCK_SETTING } from '../gateway/records';
import { SwitchableClock, type ClockState } from './switchable-clock';

/**
 * A store holding only the clock's setting, whose reads take their state when asked and answer
 * when `answerRead` says (oldest first by default), as reads of a database over a network may.
 * Changes are never announced: the clock hears of them only by reloading.
 */
function storeWithHeldReads() {
  let stored: ClockState | undefined;
  const held: (() => void)[] = [];
  const txOf = () =>
    ({
      get: async () => (stored ? { name: CLOCK_SETTING, value: stored } : undefined),
      put: async (_collection: string, record: { value: ClockState }) => void (stored = record.value),
    }) as unknown as Tx;
  const store = {
    read: <T>(work: (tx: Tx) => Promise<T>) => {
      const answer = work(txOf());
      if (!holding) return answer;
      return new Promise<T>((resolve) => held.push(() => resolve(answer)));
    },
    write: <T>(work: (tx: Tx) => Promise<T>) => work(txOf()),
    onChange: () => () => undefined,
    close: () => undefined,
  } as unknown as Store;
  let holding = false;
  return {
    store,
    /** What another gateway stores. */
    setElsewhere: (state: ClockState) => void (stored = state),
    holdReads: () => void (holding = true),
    answerRead: (index: number) => held.splice(index, 1)[0]!(),
  };
}

describe('SwitchableClock.reload', () => {
  test('applies what it read though another reload began meanwhile: it answers the state it read', async () => {
    const { store, setElsewhere, holdReads, answerRead } = storeWithHeldReads();
    const clock = await SwitchableClock.open(store);
    setElsewhere({ mode: 'simulated', now: 1_000 });
    holdReads();
    const first = clock.reload();
    const second = clock.reload();

    answerRead(0);
    await first;
    expect(clock.view()).toEqual({ mode: 'simulated', now: 1_000 });

    answerRead(0);
    await second;
    expect(clock.view()).toEqual({ mode: 'simulated', now: 1_000 });
  });

  test('keeps a newer state when a reload that began earlier answers last', async () => {
    const { store, setElsewhere, holdReads, answerRead } = storeWithHeldReads();
    const clock = await SwitchableClock.open(store);
    holdReads();
    setElsewhere({ mode: 'simulated', now: 1_000 });
    const earlier = clock.reload();
    setElsewhere({ mode: 'simulated', now: 2_000 });
    const later = clock.reload();

    answerRead(1);
    await later;
    answerRead(0);
    await earlier;

    expect(clock.view()).toEqual({ mode: 'simulated', now: 2_000 });
  });

  test('does not undo a change of its own stored after its read began', async () => {
    const { store, setElsewhere, holdReads, answerRead } = storeWithHeldReads();
    const clock = await SwitchableClock.open(store);
    setElsewhere({ mode: 'simulated', now: 1_000 });
    holdReads();
    const reload = clock.reload();
    await clock.set('simulated', 5_000);

    answerRead(0);
    await reload;

    expect(clock.view()).toEqual({ mode: 'simulated', now: 5_000 });
  });
});
