/**
 * A PostgreSQL server that refuses the login, or goes away while the sandbox runs: clear
 * answers, a server that stays up, and nothing answered lost once the database is back.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

    await expect(serve({ dbFile: url })).rejects.toThrow(
      `PostgreSQL at 127.0.0.1:${cluster.port} refused the password of user "gateway" (wrong password)`,
    );
    await expect(serve({ dbFile: url })).rejects.not.toThrow('not-the-password');
  });

  it('says a password is missing, and where to give it, when neither the URL nor PGPASSWORD has one', async () => {
    const url = (await cluster.createDatabase('no_password')).replace(`:${PG_PASSWORD}@`, '@');
    const given = process.env.PGPASSWORD;
    delete process.env.PGPASSWORD;
    try {
      await expect(serve({ dbFile: url })).rejects.toThrow(
        `PostgreSQL at 127.0.0.1:${cluster.port} asks user "gateway" for a password: put it in the URL (postgres://user:password@…, percent-encoded) or in PGPASSWORD`,
      );
    } finally {
      if (given !== undefined) process.env.PGPASSWORD = given;
    }
  });

  it('keeps the password of --db out of process lists while it runs', async () => {
    const url = await cluster.createDatabase('process_list');
    const cli = runCli(['--port', '0', '--db', url]);
    try {
      await cli.ready;
      const shown = readFileSync(`/proc/${cli.child.pid}/cmdline`, 'utf8').replaceAll('\0', ' ');

      expect(shown).toMatch(
        new RegExp(
          `^\\S*node --import tsx \\S+serve\\.ts --port 0 --db postgres://gateway:\\*\\*\\*@127\\.0\\.0\\.1:${cluster.port}/process_list`,
        ),
      );
      expect(shown).not.toContain(PG_PASSWORD);
    } finally {
      await endCli(cli);
    }
  });

  // The call was made and answered: its answer must be kept, or the attempt would stay IN_FLIGHT
  // for good and its retry never be sent.
  it('keeps a webhook answer that came back while the database was gone, and sends the retry it queued once it is back', {
    timeout: 60_000,
  }, async () => {
    let answerFirstCall = () => {};
    const firstAnswerMay = new Promise<void>((resolve) => (answerFirstCall = resolve));
    const calls: number[] = [];
    const receiver = createServer((request, response) => {
      request.resume().on('end', async () => {
        const status = calls.length === 0 ? 503 : 200;
        calls.push(status);
        if (status === 503) await firstAnswerMay;
        response.writeHead(status).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = await serve({ dbFile: await cluster.createDatabase('answer_meanwhile') });
    try {
      const { baseUrl } = server;
      const key: string = (await json('POST', `${baseUrl}/_sandbox/partners`, { body: {} })).body.keys.sandbox;
      const product = await json('POST', `${baseUrl}/api/product/pay`, { key, body: { name: 'Mugs', shortName: 'mugs' } });
      const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const webhook = await json('POST', `${baseUrl}/api/pay/plugin/webhook`, {
        key,
        body: { endpoint, expectedCode: 200, retries: 1, productIds: [product.body.id] },
      });
      expect(webhook.status).toBe(200);
      const payment = await json('POST', `${baseUrl}/api/pay/product/${product.body.id}/subproduct/pricing`, {
        key,
        body: { externalId: 'order-1', price: 100 },
      });
      const hash = new URL(payment.body.redirectUrl.replace('#', '')).searchParams.get('externalId');
      await json('POST', `${baseUrl}/_sandbox/payments/${hash}/status`, { body: { status: 'COMPLETED' } });
      await vi.waitFor(() => expect(calls).toEqual([503]), { timeout: 10_000, interval: 20 });

      // The database goes; the receiver's answer comes back meanwhile, and is not kept yet.
      await cluster.stop();
      answerFirstCall();
      await vi.waitFor(() => expect(warned).toHaveBeenCalledWith(expect.stringContaining('waits for the store')), {
        timeout: 10_000,
        interval: 20,
      });
      await cluster.start();

      const attempts = async () =>
        (await json('GET', `${baseUrl}/_sandbox/deliveries`)).body?.map?.(
          (attempt: { attempt: number; state: string; responseStatus: number }) => [attempt.attempt, attempt.state, attempt.responseStatus],
        );
      await vi.waitFor(
        async () =>
          expect(await attempts()).toEqual([
            [1, 'FAILED', 503],
            [2, 'SUCCEEDED', 200],
          ]),
        { timeout: 20_000, interval: 100 },
      );
      expect(calls).toEqual([503, 200]);
    } finally {
      warned.mockRestore();
      await server.close();
      receiver.closeAllConnections();
      receiver.close();
    }
  });

  it('answers 503 with a JSON error while the database is gone, and serves again, data kept, once it is back', {
    timeout: 60_000,
  }, async () => {
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
      await vi.waitFor(
        async () => expect((await json('POST', `${baseUrl}/_sandbox/partners`, { body: { name: 'After' } })).status).toBe(200),
        {
          timeout: 20_000,
          interval: 200,
        },
      );
      const partners = await json('GET', `${baseUrl}/_sandbox/partners`);
      expect(partners.body.map((found: { name: string }) => found.name).sort()).toEqual(['After', 'Before the outage']);
    } finally {
      await endCli(cli, 'SIGKILL');
    }
  });

  it('answers 503 with a JSON error when the database drops off the network without a word, and serves again once it is back', {
    timeout: 60_000,
  }, async () => {
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

      const unavailable = {
        status: 503,
        body: { status: 503, message: expect.stringContaining(`PostgreSQL at 127.0.0.1:${new URL(url).port}`) },
      };
      expect([during, reading]).toEqual([unavailable, unavailable]);

      link.restore();
      await vi.waitFor(
        async () => expect((await json('POST', `${server.baseUrl}/_sandbox/partners`, { body: { name: 'After' } })).status).toBe(200),
        {
          timeout: 30_000,
          interval: 200,
        },
      );
      const partners = await json('GET', `${server.baseUrl}/_sandbox/partners`);
      expect(partners.body.map((found: { name: string }) => found.name).sort()).toEqual(['After', 'Before the outage']);
    } finally {
      await server.close();
      await link.close();
    }
  });
});
