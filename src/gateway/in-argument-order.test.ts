import { describe, expect, it } from 'vitest';
import { inArgumentOrder } from './in-argument-order';

describe('inArgumentOrder', () => {
  it('answers the values in the order given', async () => {
    const later = new Promise<string>((resolve) => setTimeout(() => resolve('later'), 1));
    expect(await inArgumentOrder([later, Promise.resolve(2)])).toEqual(['later', 2]);
  });

  it('fails with the first failure in the order given, once every one has settled', async () => {
    let lastSettled = false;
    const first = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('first in order')), 2));
    const last = new Promise<void>((resolve) =>
      setTimeout(() => {
        lastSettled = true;
        resolve();
      }, 4),
    );
    await expect(inArgumentOrder([first, Promise.reject(new Error('first in time')), last])).rejects.toThrow('first in order');
    expect(lastSettled).toBe(true);
  });
});
