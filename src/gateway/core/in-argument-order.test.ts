import { describe, expect, it } from 'vitest';
import { inArgumentOrder } from './in-argument-order';

/** A promise and the functions that settle it (Promise.withResolvers needs Node 22). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets every reaction already queued run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('inArgumentOrder', () => {
  it('answers the values in the order given, not the order they came', async () => {
    const later = deferred<string>();
    const all = inArgumentOrder([later.promise, Promise.resolve(2)]);
    later.resolve('later');
    expect(await all).toEqual(['later', 2]);
  });

  it('fails with the first failure in the order given, once every one has settled', async () => {
    const first = deferred<never>();
    const last = deferred<void>();
    let ended = false;
    const all = inArgumentOrder([first.promise, Promise.reject(new Error('first in time')), last.promise]).finally(() => (ended = true));
    first.reject(new Error('first in order'));
    await settle();
    expect(ended).toBe(false);

    last.resolve();
    await expect(all).rejects.toThrow('first in order');
  });
});
