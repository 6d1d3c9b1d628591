/**
 * The clock when other gateways share its store: reloads that overlap each other, answered in
 * either order; advances that take time at once.
 */
import { describe, expect, test } from 'vitest';
import type { Store, Tx } from '../gateway/core/ports';
import { CLOCK_SETTING } from '../gateway/core/stored-records';
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
    stored: () => stored,
    holdReads: () => void (holding = true),
    answerRead: (index: number) => held.splice(index, 1)[0]!(),
  };
}

/** A clock on a store whose reads can be held, with that store's controls. */
async function clockOnHeldReads() {
  const shared = storeWithHeldReads();
  return { clock: await SwitchableClock.open(shared.store), ...shared };
}

describe('SwitchableClock.reload', () => {
  test('applies what it read though another reload began meanwhile: it answers the state it read', async () => {
    const { clock, setElsewhere, holdReads, answerRead } = await clockOnHeldReads();
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
    const { clock, setElsewhere, holdReads, answerRead } = await clockOnHeldReads();
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
    const { clock, setElsewhere, holdReads, answerRead } = await clockOnHeldReads();
    setElsewhere({ mode: 'simulated', now: 1_000 });
    holdReads();
    const reload = clock.reload();
    await clock.set('simulated', 5_000);

    answerRead(0);
    await reload;

    expect(clock.view()).toEqual({ mode: 'simulated', now: 5_000 });
  });
});

describe('SwitchableClock.reserve', () => {
  const START = Date.UTC(2026, 0, 15);

  /** Two gateways' clocks on one store at simulated START, and the real time both read. */
  async function twoClocks() {
    const shared = storeWithHeldReads();
    const real = { now: 1_000_000 };
    const [one, two] = await Promise.all([
      SwitchableClock.open(shared.store, () => real.now),
      SwitchableClock.open(shared.store, () => real.now),
    ]);
    await one.set('simulated', START);
    return { one, two, real, stored: shared.stored };
  }

  test('starts an advance where the one another gateway is running will end, so that both add up', async () => {
    const { one, two } = await twoClocks();

    expect(await one.reserve({ ms: 1_000 })).toMatchObject({ now: START, to: START + 1_000 });
    expect(await two.reserve({ ms: 1_000 })).toMatchObject({ now: START, to: START + 2_000 });
  });

  test('aims an advance to an instant at that instant, whatever end another advance has taken', async () => {
    const { one, two } = await twoClocks();
    await one.reserve({ ms: 86_400_000 });

    expect(await two.reserve({ at: START + 5_000 })).toMatchObject({ to: START + 5_000 });
    expect((await two.reserve({ ms: 1_000 })).to).toBe(START + 86_401_000);
  });

  test('holds the end while the clock moves towards it, and lets it go once it is reached', async () => {
    const { one, two, real, stored } = await twoClocks();
    await one.reserve({ ms: 1_000 });
    real.now += 10_000;
    await one.moveTo(START + 500);
    real.now += 10_000;

    expect((await two.reserve({ ms: 1_000 })).to).toBe(START + 2_000);
    await two.moveTo(START + 2_000);
    expect(stored()).toEqual({ mode: 'simulated', now: START + 2_000 });
  });

  test('lets an end go once nothing has moved towards it for 15 s: its advance is gone', async () => {
    const { one, two, real } = await twoClocks();
    await one.reserve({ ms: 3_600_000 });
    real.now += 15_000;

    expect(await two.reserve({ ms: 1_000 })).toMatchObject({ now: START, to: START + 1_000 });
  });

  test('lets an end go at once when the server or tab whose advance took it has gone, and not before', async () => {
    /** Server one's advance of 1 h under way, then server two's of 1 s: where two's ends. */
    async function secondAdvanceEnd(oneHasGone: boolean): Promise<number> {
      const shared = storeWithHeldReads();
      const gone = new Set<string>();
      const seenBy = (me: string) =>
        ({
          ...shared.store,
          senders: { me, gone: async (names: readonly string[]) => new Set(names.filter((name) => gone.has(name))) },
        }) as Store;
      const [one, two] = await Promise.all([SwitchableClock.open(seenBy('server one')), SwitchableClock.open(seenBy('server two'))]);
      await one.set('simulated', START);
      await one.reserve({ ms: 3_600_000 });
      await two.reload();
      if (oneHasGone) gone.add('server one');
      return (await two.reserve({ ms: 1_000 })).to;
    }

    expect(await secondAdvanceEnd(false)).toBe(START + 3_601_000);
    expect(await secondAdvanceEnd(true)).toBe(START + 1_000);
  });

  test('lets go an end dated ahead of its own real time, as another machine whose clock runs fast would date it', async () => {
    const { one, two, real } = await twoClocks();
    real.now += 3_600_000;
    await one.reserve({ ms: 3_600_000 });
    real.now -= 3_600_000;

    expect(await two.reserve({ ms: 1_000 })).toMatchObject({ to: START + 1_000 });
  });

  test('gives back the end of an advance that stopped short only when it is its own', async () => {
    const { one, two, stored } = await twoClocks();
    const first = await one.reserve({ ms: 1_000 });
    const second = await two.reserve({ ms: 1_000 });

    await one.release(first);
    expect(stored()).toMatchObject({ advancing: { to: second.to } });
    await two.release(second);
    expect(stored()).toEqual({ mode: 'simulated', now: START });
  });

  test('refuses real time with the 400 an advance answers, and then knows the clock is real', async () => {
    const { one, two } = await twoClocks();
    await two.set('real');

    await expect(one.reserve({ ms: 1_000 })).rejects.toMatchObject({ status: 400 });
    expect(one.mode).toBe('real');
  });
});
