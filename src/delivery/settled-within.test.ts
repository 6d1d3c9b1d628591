/** Waits with a wall-clock limit and a shared way out, on fake timers. */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { settledWithin, sleepUnless, whenAborted } from './settled-within';

/** Whether `promise` has settled once pending callbacks have run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('settledWithin', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('resolves when the awaited promise settles, rejected ones included, and leaves no timer behind', async () => {
    const halt = whenAborted(new AbortController().signal);
    const wait = settledWithin(Promise.reject(new Error('no answer')), 5000, halt);
    expect(await hasSettled(wait)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('resolves after the limit when the awaited promise never settles', async () => {
    const wait = settledWithin(new Promise(() => undefined), 5000, whenAborted(new AbortController().signal));
    await vi.advanceTimersByTimeAsync(4999);
    expect(await hasSettled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hasSettled(wait)).toBe(true);
  });

  test('resolves every wait at once when the shared halt comes, and at once when it had come', async () => {
    const stop = new AbortController();
    const halt = whenAborted(stop.signal);
    const waits = [settledWithin(new Promise(() => undefined), 5000, halt), sleepUnless(5000, halt)];
    stop.abort();
    expect(await hasSettled(Promise.all(waits))).toBe(true);
    expect(await hasSettled(sleepUnless(5000, halt))).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('whenAborted', () => {
  test('does not call an exit taken back before the signal aborts', () => {
    const stop = new AbortController();
    const halt = whenAborted(stop.signal);
    const kept = vi.fn();
    const takenBack = vi.fn();
    halt.onHalt(kept);
    halt.onHalt(takenBack)();
    stop.abort();
    expect([kept.mock.calls.length, takenBack.mock.calls.length]).toEqual([1, 0]);
  });

  test('calls no exit once disposed', () => {
    const stop = new AbortController();
    const halt = whenAborted(stop.signal);
    const exit = vi.fn();
    halt.onHalt(exit);
    halt.dispose();
    stop.abort();
    expect(exit).not.toHaveBeenCalled();
  });
});
