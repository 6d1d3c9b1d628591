import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

describe('one re-read at a time', () => {
  it('folds calls made during a run into one more run after it', async () => {
    let runs = 0;
    let release!: () => void;
    const refresh = oneAtATime(async () => {
      runs += 1;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = refresh();
    void refresh();
    void refresh();
    release();
    await first;
    expect(runs).toBe(2);
    await refresh();
    expect(runs).toBe(3);
  });
});
