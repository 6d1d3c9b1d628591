import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { processSenders } from './senders';

describe('senders sharing a SQLite file', () => {
  it('tells a process of this host that has ended from one still running', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const here = processSenders();
    try {
      const endedName = `${hostname()} pid ${ended} 0a1b2c3d`;
      const running = `${hostname()} pid ${process.ppid} 0a1b2c3d`;
      expect(await here.gone([endedName, running])).toEqual(new Set([endedName]));
    } finally {
      here.close();
    }
  });

  it("tells this process's stores apart: one that closed has gone", async () => {
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

  it('cannot tell a process of another host, nor a name of another kind: neither has gone', async () => {
    const here = processSenders();
    try {
      expect(await here.gone([`another-host.example pid 999999 0a1b2c3d`, '0b5f2c1e-6a7d-4b8e-9f10-1a2b3c4d5e6f'])).toEqual(new Set());
    } finally {
      here.close();
    }
  });
});
