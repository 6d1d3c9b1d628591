/**
 * `--db postgres://…` that cannot be used fails the start with a message naming where the
 * database is, never the password. Needs no PostgreSQL: nobody listens on the port.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { endCli, runCli } from './support';

/** A loopback port nobody listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('serve on a PostgreSQL database out of reach', () => {
  it('exits with a message naming host and port, without the password', { timeout: 30_000 }, async () => {
    const port = await closedPort();
    const cli = runCli(['--port', '0', '--db', `postgres://sandbox:hunter2-secret@127.0.0.1:${port}/team`]);
    try {
      await expect(cli.ready).rejects.toThrow('serve exited (1) before printing its URLs');
      expect(await cli.exited).toBe(1);
      const { stdout, stderr } = cli.output();
      expect(stderr).toContain(`Cannot start: Cannot reach PostgreSQL at 127.0.0.1:${port} (database "team")`);
      expect(stdout + stderr).not.toContain('hunter2-secret');
    } finally {
      await endCli(cli, 'SIGKILL');
    }
  });
});
