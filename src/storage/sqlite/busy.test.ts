import { describe, expect, it } from 'vitest';
import { retriedWhileBusy } from './busy';

const busy = () => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });

describe('an action SQLite may answer busy at once', () => {
  it('is tried again until it goes through', async () => {
    let tries = 0;
    const answer = await retriedWhileBusy(() => {
      if (++tries < 3) throw busy();
      return 'wal';
    }, 10_000);

    expect([answer, tries]).toEqual(['wal', 3]);
  });

  it('fails at once on any other error', async () => {
    let tries = 0;
    const failing = retriedWhileBusy(() => {
      tries++;
      throw Object.assign(new Error('file is not a database'), { code: 'SQLITE_NOTADB' });
    }, 10_000);

    await expect(failing).rejects.toThrow('file is not a database');
    expect(tries).toBe(1);
  });

  it('fails busy once the time it was given has passed', async () => {
    let tries = 0;
    const failing = retriedWhileBusy(() => {
      tries++;
      throw busy();
    }, 0);

    await expect(failing).rejects.toThrow('database is locked');
    expect(tries).toBe(1);
  });
});
