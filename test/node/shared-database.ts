/**
 * What servers sharing one database promise, with real server processes, whatever the database:
 * an answered write survives `kill -9`; one payment per `externalId` whichever server is asked;
 * each delivery attempt made once; a retry queued by a server that died sent by another, and a
 * call it had out taken over. Run on a SQLite file (`database.test.ts`) and on PostgreSQL
 * (`database.postgres.test.ts`).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endCli, json, runCli } from './support';

const clis: ReturnType<typeof runCli>[] = [];
const receivers: Server[] = [];
afterEach(async () => {
  await Promise.all(clis.splice(0).map((cli) => endCli(cli, 'SIGKILL')));
  for (const receiver of receivers.splice(0)) receiver.closeAllConnections(), receiver.close();
});

/** A server process on `db`, ended after the test; resolves with its URLs. */
async function server(db: string) {
  const cli = runCli(['--port', '0', '--db', db]);
  clis.push(cli);
  return { cli, ...(await cli.ready) };
}

/** A partner with a product on the server at `baseUrl`. */
async function merchant(baseUrl: string) {
  const partner = await json('POST', `${baseUrl}/_sandbox/partners`, { body: { name: 'CI shop' } });
  const key: string = partner.body.keys.sandbox;
  const product = await json('POST', `${baseUrl}/api/product/pay`, {
    key,
    body: { productType: 'PAY', name: 'Shop', shortName: `shop-${Math.random().toString(36).slice(2, 10)}` },
  });
  return { key, productId: product.body.id as string };
}

function createPayment(baseUrl: string, { key, productId }: { key: string; productId: string }, externalId: string) {
  return json('POST', `${baseUrl}/api/pay/product/${productId}/subproduct/pricing`, { key, body: { externalId, price: 1000 } });
}

/** A webhook receiver on loopback answering `statuses` in turn (the last one repeats; `null` never answers). */
async function loopbackReceiver(statuses: (number | null)[]) {
  const received: string[] = [];
  const receiver = createServer((request, response) => {
    request.resume().on('end', () => {
      received.push(request.headers['x-service-signature'] as string);
      const status = statuses[Math.min(received.length, statuses.length) - 1]!;
      if (status === null) return;
      response.statusCode = status;
      response.end('ok');
    });
  });
  receivers.push(receiver);
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  return { endpoint: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, received };
}

/** A webhook to `endpoint` on the merchant's product. */
async function webhookTo(baseUrl: string, shop: { key: string; productId: string }, endpoint: string) {
  const webhook = await json('POST', `${baseUrl}/api/pay/plugin/webhook`, {
    key: shop.key,
    body: { name: 'orders', endpoint, method: 'POST', expectedCode: 200, retries: 5 },
  });
  expect(webhook.status).toBe(200);
  const assigned = await json('POST', `${baseUrl}/api/pay/plugin/webhook/${webhook.body.id}/products/${shop.productId}`, { key: shop.key });
  expect(assigned.status).toBe(200);
}

const deliveryStates = async (baseUrl: string) =>
  (await json('GET', `${baseUrl}/_sandbox/deliveries`)).body.map((attempt: { attempt: number; state: string }) => [
    attempt.attempt,
    attempt.state,
  ]);

/** The hash at the end of a `redirectUrl`. */
const hashOf = (redirectUrl: string) => new URL(redirectUrl.replace('#', '')).searchParams.get('externalId')!;

/**
 * The cross-server tests, each on a database `newDatabase` makes for it (a file path or a
 * postgres:// URL) and that a server started on it later finds again.
 */
export function describeSharedDatabase(label: string, newDatabase: () => Promise<string>) {
  describe(label, () => {
    it('keeps every answered write when the server is killed with SIGKILL in the middle of a burst', { timeout: 60_000 }, async () => {
      const db = await newDatabase();
      const first = await server(db);
      const shop = await merchant(first.baseUrl);
      const answered: string[] = [];
      let sent = 0;
      // Ten clients writing as fast as the server answers, until the kill cuts them off.
      const client = async () => {
        for (;;) {
          const externalId = `order-${++sent}`;
          const reply = await createPayment(first.baseUrl, shop, externalId).catch(() => undefined);
          if (!reply) return;
          expect(reply.status).toBe(200);
          answered.push(hashOf(reply.body.redirectUrl));
        }
      };
      const clients = Array.from({ length: 10 }, client);
      while (answered.length < 200) await new Promise((resolve) => setTimeout(resolve, 20));
      first.cli.child.kill('SIGKILL');
      await Promise.all(clients);
      expect(await first.cli.exited).toBeNull();

      const second = await server(db);
      const stored = await Promise.all(answered.map((hash) => json('GET', `${second.baseUrl}/_sandbox/payments/${hash}`)));
      expect(stored.filter((reply) => reply.status !== 200)).toEqual([]);
      expect(answered.length).toBeGreaterThanOrEqual(200);
    });

    it('two servers on one database create one payment per externalId under concurrent load', { timeout: 60_000 }, async () => {
      const db = await newDatabase();
      const [one, two] = await Promise.all([server(db), server(db)]);
      const shop = await merchant(one.baseUrl);
      const orders = Array.from({ length: 20 }, (_, i) => `order-${i}`);

      const replies = await Promise.all(
        orders.flatMap((externalId) => [one, two, one, two].map((target) => createPayment(target.baseUrl, shop, externalId))),
      );

      expect(replies.filter((reply) => reply.status !== 200)).toEqual([]);
      // Each server puts its own checkout origin in redirectUrl; the payment is the same.
      for (const externalId of orders) {
        const hashes = replies.filter((_, i) => orders[Math.floor(i / 4)] === externalId).map((reply) => hashOf(reply.body.redirectUrl));
        expect(new Set(hashes).size).toBe(1);
      }
      const snapshot = await json('GET', `${two.baseUrl}/_sandbox/export`);
      const payments = snapshot.body.collections.payments as { externalId: string }[];
      expect(payments.map((payment) => payment.externalId).sort()).toEqual([...orders].sort());
    });

    it('two servers on one database make each delivery attempt once, advancing at the same time', { timeout: 60_000 }, async () => {
      const { endpoint, received } = await loopbackReceiver([503, 503, 200]);
      const db = await newDatabase();
      const [one, two] = await Promise.all([server(db), server(db)]);
      await json('POST', `${one.baseUrl}/_sandbox/clock`, { body: { mode: 'simulated', now: Date.UTC(2026, 0, 15) } });
      const shop = await merchant(one.baseUrl);
      await webhookTo(two.baseUrl, shop, endpoint);
      const payment = await createPayment(one.baseUrl, shop, 'order-1');
      const moved = await json('POST', `${two.baseUrl}/_sandbox/payments/${hashOf(payment.body.redirectUrl)}/status`, {
        body: { status: 'COMPLETED' },
      });
      expect(moved.status).toBe(200);

      for (let round = 0; round < 3; round++) {
        const advance = (baseUrl: string) => json('POST', `${baseUrl}/_sandbox/clock/advance`, { body: { ms: 60_000 } });
        expect((await Promise.all([advance(one.baseUrl), advance(two.baseUrl)])).map((reply) => reply.status)).toEqual([200, 200]);
      }

      expect(await deliveryStates(one.baseUrl)).toEqual([
        [1, 'FAILED'],
        [2, 'FAILED'],
        [3, 'SUCCEEDED'],
      ]);
      expect(received).toHaveLength(3);
    });

    it('two servers on one database share one clock: advances asked of each in turn add up, and each reads where the other left it', {
      timeout: 60_000,
    }, async () => {
      const db = await newDatabase();
      const [one, two] = await Promise.all([server(db), server(db)]);
      const start = Date.UTC(2026, 0, 15);
      await json('POST', `${one.baseUrl}/_sandbox/clock`, { body: { mode: 'simulated', now: start } });

      const seen: number[] = [];
      for (let turn = 1; turn <= 10; turn++) {
        const [asked, other] = turn % 2 === 1 ? [one, two] : [two, one];
        expect((await json('POST', `${asked.baseUrl}/_sandbox/clock/advance`, { body: { ms: 1000 } })).status).toBe(200);
        seen.push((await json('GET', `${other.baseUrl}/_sandbox/clock`)).body.now - start);
      }

      expect(seen).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000]);
    });

    it('two servers on one database add up advances asked of both at the same moment', { timeout: 60_000 }, async () => {
      const db = await newDatabase();
      const [one, two] = await Promise.all([server(db), server(db)]);
      const start = Date.UTC(2026, 0, 15);
      await json('POST', `${one.baseUrl}/_sandbox/clock`, { body: { mode: 'simulated', now: start } });

      for (let round = 1; round <= 3; round++) {
        const advances = [one, two, one, two].map((asked) =>
          json('POST', `${asked.baseUrl}/_sandbox/clock/advance`, { body: { ms: 1000 } }),
        );
        expect((await Promise.all(advances)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      }

      expect((await json('GET', `${one.baseUrl}/_sandbox/clock`)).body.now - start).toBe(12_000);
      expect((await json('GET', `${two.baseUrl}/_sandbox/clock`)).body.now - start).toBe(12_000);
    });

    it('an advance starts where the clock stands, not where the advance of a server killed meanwhile would have ended', {
      timeout: 90_000,
    }, async () => {
      const { endpoint, received } = await loopbackReceiver([500, null, 200]);
      const db = await newDatabase();
      const one = await server(db);
      const start = Date.UTC(2026, 0, 15);
      await json('POST', `${one.baseUrl}/_sandbox/clock`, { body: { mode: 'simulated', now: start } });
      const shop = await merchant(one.baseUrl);
      await webhookTo(one.baseUrl, shop, endpoint);
      const payment = await createPayment(one.baseUrl, shop, 'order-1');
      await json('POST', `${one.baseUrl}/_sandbox/payments/${hashOf(payment.body.redirectUrl)}/status`, { body: { status: 'COMPLETED' } });
      await vi.waitFor(
        async () =>
          expect(await deliveryStates(one.baseUrl)).toEqual([
            [1, 'FAILED'],
            [2, 'PENDING'],
          ]),
        { timeout: 10_000, interval: 20 },
      );

      // An advance of an hour on the first server, alone: it sends the retry due after 1 s, whose
      // answer never comes, and waits for it (5 s). It is killed meanwhile; a second server starts.
      void json('POST', `${one.baseUrl}/_sandbox/clock/advance`, { body: { ms: 3_600_000 } }).catch(() => undefined);
      await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 10_000, interval: 20 });
      await endCli(one.cli, 'SIGKILL');
      const two = await server(db);
      // Once the second server has taken the lost call over, it knows the first has gone: at once
      // on a shared file. (On PostgreSQL only after a while, by when the dead advance's end has
      // lapsed anyway.)
      await vi.waitFor(
        async () =>
          expect(await deliveryStates(two.baseUrl)).toEqual([
            [1, 'FAILED'],
            [2, 'FAILED'],
            [3, 'PENDING'],
          ]),
        { timeout: 45_000, interval: 100 },
      );

      expect((await json('POST', `${two.baseUrl}/_sandbox/clock/advance`, { body: { ms: 1000 } })).status).toBe(200);
      expect((await json('GET', `${two.baseUrl}/_sandbox/clock`)).body.now - start).toBe(2000);
    });

    it('two servers on one database date what they write by one clock: each stamps with the time the other set just before', {
      timeout: 60_000,
    }, async () => {
      const db = await newDatabase();
      const [one, two] = await Promise.all([server(db), server(db)]);
      const shop = await merchant(one.baseUrl);
      const dates: number[] = [];
      for (let turn = 1; turn <= 6; turn++) {
        const [setter, writer] = turn % 2 === 1 ? [one, two] : [two, one];
        const now = Date.UTC(2026, 0, turn);
        expect((await json('POST', `${setter.baseUrl}/_sandbox/clock`, { body: { mode: 'simulated', now } })).status).toBe(200);
        const created = await createPayment(writer.baseUrl, shop, `dated-${turn}`);
        const stored = await json('GET', `${writer.baseUrl}/_sandbox/payments/${hashOf(created.body.redirectUrl)}`);
        dates.push(stored.body.createdAt);
      }

      expect(dates).toEqual([1, 2, 3, 4, 5, 6].map((day) => Date.UTC(2026, 0, day)));
    });

    it('a server sends the retry that another server on the database queued before it was killed', { timeout: 60_000 }, async () => {
      const { endpoint, received } = await loopbackReceiver([503, 200]);
      const db = await newDatabase();
      const [one, two] = await Promise.all([server(db), server(db)]);
      const shop = await merchant(one.baseUrl);
      await webhookTo(one.baseUrl, shop, endpoint);
      const payment = await createPayment(one.baseUrl, shop, 'order-1');

      // Moved on the first server, whose scheduler sends attempt 1 and queues the retry (due 1 s
      // after the failure); it dies before the retry falls due.
      await json('POST', `${one.baseUrl}/_sandbox/payments/${hashOf(payment.body.redirectUrl)}/status`, { body: { status: 'COMPLETED' } });
      await vi.waitFor(
        async () =>
          expect(await deliveryStates(two.baseUrl)).toEqual([
            [1, 'FAILED'],
            [2, 'PENDING'],
          ]),
        { timeout: 10_000, interval: 20 },
      );
      await endCli(one.cli, 'SIGKILL');

      await vi.waitFor(
        async () =>
          expect(await deliveryStates(two.baseUrl)).toEqual([
            [1, 'FAILED'],
            [2, 'SUCCEEDED'],
          ]),
        { timeout: 10_000, interval: 100 },
      );
      expect(received).toHaveLength(2);
    });

    it('a server takes over the call another server had out when it was killed: failed as lost, and its retry sent', {
      timeout: 90_000,
    }, async () => {
      const { endpoint, received } = await loopbackReceiver([null, 200]);
      const db = await newDatabase();
      const one = await server(db);
      const shop = await merchant(one.baseUrl);
      await webhookTo(one.baseUrl, shop, endpoint);
      const payment = await createPayment(one.baseUrl, shop, 'order-1');
      // The first server sends attempt 1 alone, and its receiver never answers.
      await json('POST', `${one.baseUrl}/_sandbox/payments/${hashOf(payment.body.redirectUrl)}/status`, { body: { status: 'COMPLETED' } });
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000, interval: 20 });
      const two = await server(db);
      expect(await deliveryStates(two.baseUrl)).toEqual([[1, 'IN_FLIGHT']]);

      await endCli(one.cli, 'SIGKILL');

      // On PostgreSQL a server's lock must be seen free for 25.5 s before it counts as gone.
      await vi.waitFor(
        async () =>
          expect(await deliveryStates(two.baseUrl)).toEqual([
            [1, 'FAILED'],
            [2, 'SUCCEEDED'],
          ]),
        { timeout: 45_000, interval: 100 },
      );
      const [lost] = (await json('GET', `${two.baseUrl}/_sandbox/deliveries`)).body;
      expect(lost).toMatchObject({ responseStatus: null, error: 'The server or tab that sent it went away before its answer came' });
      expect(received).toHaveLength(2);
    });
  });
}
