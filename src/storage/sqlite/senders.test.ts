import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processSenders } from './senders';

/** `sender`'s name with the process id `pid` in place of its own: a process of the same place. */
const withPid = (sender: string, pid: number) => sender.replace(/ pid \d+ /, ` pid ${pid} `);

describe('senders sharing a SQLite file', () => {
  it('tells a process of the same place that has ended from one still running', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const here = processSenders();
    try {
      const [endedName, running] = [withPid(here.me, ended), withPid(here.me, process.ppid)];
      expect(await here.gone([endedName, running])).toEqual(new Set([endedName]));
    } finally {
      here.close();
    }
  });

  it("tells this module's stores in this process apart: one that closed has gone", async () => {
    const [leaving, staying] = [processSenders(), processSenders()];
    try {
      expect(leaving.me).not.toBe(staying.me);
      expect(await staying.gone([leaving.me, staying.me])).toEqual(new Set());
      leaving.close();
      expect(await staying.gone([leaving.me, staying.me])).toEqual(new Set([leaving.me]));
    } finally {
      staying.close();
    }
  });

  it('cannot tell a process elsewhere, another store of this process it did not open, nor a name of another kind: none has gone', async () => {
    const here = processSenders();
    try {
      const names = [
        'another-host.example pid 999999 0a1b2c3d',
        here.me.replace(/ \S+$/, ' 0a1b2c3d'),
        '0b5f2c1e-6a7d-4b8e-9f10-1a2b3c4d5e6f',
      ];
      expect(await here.gone(names)).toEqual(new Set());
    } finally {
      here.close();
    }
  });
});
