/**
 * `startSandbox()` called from plain JavaScript, where no compiler checks its options: a wrong
 * one is refused by name, and nothing is started or stored.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type StartSandboxOptions } from '../../src/app/node/index';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** Options as JavaScript may pass them, past the types. */
const untyped = (options: Record<string, unknown>) => options as StartSandboxOptions;

describe('startSandbox options', () => {
  it('refuses a clock mode other than "real" or "simulated", naming it, and stores nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'start-sandbox-'));
    dirs.push(dir);
    const db = join(dir, 'sandbox.db');

    await expect(startSandbox(untyped({ clock: 'SIMULATED', db }))).rejects.toThrow(
      new TypeError('startSandbox: clock must be "real" or "simulated", not "SIMULATED"'),
    );
    expect(existsSync(db)).toBe(false);
  });

  it('refuses a port that is not a whole number from 0 to 65535, a string of digits included', async () => {
    for (const port of ['42030', 4010.5, -1, 65536]) {
      await expect(startSandbox(untyped({ port }))).rejects.toThrow(
        new TypeError(`startSandbox: port must be a whole number from 0 to 65535, not ${JSON.stringify(port)}`),
      );
    }
  });

  it('refuses an option it does not know, by name, and starts nothing', async () => {
    await expect(startSandbox(untyped({ prot: 1 }))).rejects.toThrow(
      new TypeError('startSandbox: unknown option "prot" (it takes port, db, clock)'),
    );
    await expect(startSandbox(untyped({ port: 0, clok: 'simulated', dbFile: 'x.db' }))).rejects.toThrow(
      'startSandbox: unknown option "clok", "dbFile"',
    );
  });

  it('refuses an empty or non-string db', async () => {
    for (const db of ['', 42]) {
      await expect(startSandbox(untyped({ db }))).rejects.toThrow(
        new TypeError(`startSandbox: db must be a database file name or a postgres:// URL, not ${JSON.stringify(db)}`),
      );
    }
  });

  it('starts with the simulated clock it is given, and closes', async () => {
    const sandbox = await startSandbox({ clock: 'simulated' });
    try {
      const clock = await (await fetch(`${sandbox.baseUrl}/_sandbox/clock`)).json();
      expect(clock.mode).toBe('simulated');
    } finally {
      await sandbox.close();
    }
  });
});
