import { describe, expect, it } from 'vitest';
import { batched } from './batches';

describe('batched calls', () => {
  it('runs a lone call at once, alone', async () => {
    const batches: number[][] = [];
    const double = batched<number, number>(async (calls) => {
      batches.push(calls.map((call) => call.input));
      for (const call of calls) call.resolve(call.input * 2);
    });

    expect(await double(21)).toBe(42);
    expect(batches).toEqual([[21]]);
  });

  it('gathers the calls made while a batch runs into the next batch, in the order they were made', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const firstBatchHeld = new Promise<void>((resolve) => (release = resolve));
    const double = batched<number, number>(async (calls) => {
      batches.push(calls.map((call) => call.input));
      if (batches.length === 1) await firstBatchHeld;
      for (const call of calls) call.resolve(call.input * 2);
    });

    const first = double(1);
    const rest = [double(2), double(3), double(4)];
    release();

    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('rejects the calls its batch rejects and goes on with the next batch', async () => {
    const half = batched<number, number>(async (calls) => {
      for (const call of calls) {
        if (call.input % 2) call.reject(new Error(`${call.input} is odd`));
        else call.resolve(call.input / 2);
      }
    });

    await expect(half(3)).rejects.toThrow('3 is odd');
    expect(await half(8)).toBe(4);
  });
});
