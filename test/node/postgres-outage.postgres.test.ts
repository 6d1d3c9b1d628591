/**
 * A PostgreSQL server that refuses the login, or goes away while the sandbox runs: clear
 * answers, a server that stays up, and nothing answered lost once the database is back.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, PG_PASSWORD, silentLink, startCluster, type Cluster } from '../support/pg-cluster';
import { endCli, json, runCli, serve } from './support';

// A cluster of this file's own: the outage test stops it.
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ port: await freePort(1) });
});
afterAll(() => cluster?.destroy());

describe('Node server on PostgreSQL, when the database fails it', () => {
  it('refuses to start on a wrong password, saying so, without printing it', async () => {
    const url = (await cluster.createDatabase('login')).replace(`:${PG_PASSWORD}@`, ':not-the-password@');

    await expect(serve({ dbFile: url })).rejects.toThrow(`PostgreSQL at 127.0.0.1:${cluster.port} refused the password of user "gateway" (wrong password)`);
    await expect(serve({ dbFile: url })).rejects.not.toThrow('not-the-password');
  });

  it('answers 503 with a JSON error while the database is gone, and serves again, data kept, once it is back', { timeout: 60_000 }, async () => {
    const cli = runCli(['--port', '0', '--db', await cluster.createDatabase('outage')]);
    try {
      const { baseUrl } = await cli.ready;
      const partner = await json('POST', `${baseUrl}/_sandbox/partners`, { body: { name: 'Before the outage' } });
      expect(partner.status).toBe(200);

      await cluster.stop();
      const during = await json('POST', `${baseUrl}/_sandbox/partners`, { body: { name: 'During the outage' } });
      const reading = await json('GET', `${baseUrl}/_sandbox/partners`);

      expect(during.status).toBe(503);
      expect(during.body).toEqual({ status: 503, message: expect.stringContaining(`PostgreSQL at 127.0.0.1:${cluster.port}`) });
      expect(reading.status).toBe(503);
      expect(cli.child.exitCode).toBeNull();

      await cluster.start();
      await vi.waitFor(async () => expect((await json('POST', `${baseUrl}/_sandbox/partners`, { body: { name: 'After' } })).status).toBe(200), {
        timeout: 20_000,
        interval: 200,
      });
      const partners = await json('GET', `${baseUrl}/_sandbox/partners`);
      expect(partners.body.map((found: { name: string }) => found.name).sort()).toEqual(['After', 'Before the outage']);
    } finally {
      await endCli(cli, 'SIGKILL');
    }
  });

  it('answers 503 with a JSON error when the database drops off the network without a word, and serves again once it is back', { timeout: 60_000 }, async () => {
    const link = await silentLink(cluster.port);
    const url = link.via(await cluster.createDatabase('silent'));
    const server = await serve({ dbFile: url });
    try {
      const before = await json('POST', `${server.baseUrl}/_sandbox/partners`, { body: { name: 'Before the outage' } });
      expect(before.status).toBe(200);

      // No reset, no close: packets just stop, as when a cable is pulled or a firewall drops them.
      link.silence();
      const [during, reading] = await Promise.all([
        json('POST', `${server.baseUrl}/_sandbox/partners`, { body: { name: 'During the outage' } }),
        json('GET', `${server.baseUrl}/_sandbox/partners`),
      ]);

      const unavailable = { status: 503, body: { status: 503, message: expect.stringContaining(`PostgreSQL at 127.0.0.1:${new URL(url).port}`) } };
      expect([during, reading]).toEqual([unavailable, unavailable]);

      link.restore();
      await vi.waitFor(async () => expect((await json('POST', `${server.baseUrl}/_sandbox/partners`, { body: { name: 'After' } })).status).toBe(200), {
        timeout: 30_000,
        interval: 200,
      });
      const partners = await json('GET', `${server.baseUrl}/_sandbox/partners`);
      expect(partners.body.map((found: { name: string }) => found.name).sort()).toEqual(['After', 'Before the outage']);
    } finally {
      await server.close();
      await link.close();
    }
  });
});
