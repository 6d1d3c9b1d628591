import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTransport } from '../../src/app/fetch-transport';
import { freshDatabaseName, openHarness, BASE } from '../support/harness';
import { openWebhookScene, T0 } from '../support/webhook-scene';

/** A real HTTP receiver on loopback answering the given statuses in turn, the last repeating. */
async function loopbackReceiver(statuses: number[]) {
  const received: { headers: Record<string, unknown>; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('deliveries over real HTTP (Node mode)', () => {
  it('calls a loopback receiver for real, retries its 500 and records its answer', async () => {
    const receiver = await loopbackReceiver([500, 200]);
    const scene = await openWebhookScene({ outbound: fetchTransport(), webhook: { endpoint: receiver.url, retries: 2 } });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(1_000);
    const attempts = await scene.deliveries();
    expect(attempts.map((a) => [a.state, a.responseStatus, a.responseBody])).toEqual([
      ['FAILED', 500, 'ok'],
      ['SUCCEEDED', 200, 'ok'],
    ]);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.headers['x-service-signature']).toBe(attempts[1].request.headers['X-Service-Signature']);
    expect(receiver.received[1]!.body).toBe(attempts[1].request.body);
  });

  it('records a refused connection as a network error and retries it', async () => {
    const receiver = await loopbackReceiver([200]);
    await new Promise((resolve) => servers.pop()!.close(resolve));
    const scene = await openWebhookScene({ outbound: fetchTransport(), webhook: { endpoint: receiver.url, retries: 1 } });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(1_000);
    const attempts = await scene.deliveries();
    expect(attempts.map((a) => a.state)).toEqual(['FAILED', 'FAILED']);
    expect(attempts[0].error).toMatch(/ECONNREFUSED/);
  });
  it('leaves a call to an endpoint that never answers in flight and lets advance return', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    servers.push(silent);
    const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hook`;
    const scene = await openWebhookScene({ outbound: fetchTransport(), realAnswerWaitMs: 100, webhook: { endpoint, retries: 3 } });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(0);
    await scene.advance(24 * 3_600_000);
    await scene.advance(24 * 3_600_000);
    expect((await scene.deliveries()).map((a) => [a.state, a.sentAt])).toEqual([['IN_FLIGHT', T0]]);
  });
});

describe('durability', () => {
  it('keeps a pending retry across a store reopen and runs it when due', async () => {
    const databaseName = freshDatabaseName();
    const first = await openWebhookScene({ databaseName, webhook: { retries: 3 } });
    await first.helper('PUT', '/receivers/shop', { answers: [{ status: 500 }, { status: 200 }] });
    await first.move(await first.pay(), 'COMPLETED');
    await first.advance(0);
    await first.h.close();

    const reopened = await openHarness(databaseName);
    try {
      const before = await reopened.json('GET', `${BASE}/_sandbox/deliveries`);
      expect(before.body.map((a: any) => a.state)).toEqual(['FAILED', 'PENDING']);
      await reopened.json('POST', `${BASE}/_sandbox/clock/advance`, { body: { ms: 1_000 } });
      const after = await reopened.json('GET', `${BASE}/_sandbox/deliveries`);
      expect(after.body.map((a: any) => [a.state, a.sentAt])).toEqual([
        ['FAILED', T0],
        ['SUCCEEDED', T0 + 1_000],
      ]);
    } finally {
      await reopened.close();
    }
  });

  it('two gateways sharing one store make each attempt exactly once', async () => {
    const receiver = await loopbackReceiver([503, 503, 200]);
    const databaseName = freshDatabaseName();
    const one = await openWebhookScene({ databaseName, outbound: fetchTransport(), webhook: { endpoint: receiver.url, retries: 5 } });
    const two = await openHarness(databaseName, { outbound: fetchTransport() });
    try {
      await one.move(await one.pay(), 'COMPLETED');
      // Both advance at once, as two tabs might; each round lets at least one retry fall due.
      for (let round = 0; round < 3; round++) {
        await Promise.all([one.advance(60_000), two.json('POST', `${BASE}/_sandbox/clock/advance`, { body: { ms: 60_000 } })]);
      }
      const attempts = await one.deliveries();
      expect(attempts.map((a) => [a.attempt, a.state])).toEqual([
        [1, 'FAILED'],
        [2, 'FAILED'],
        [3, 'SUCCEEDED'],
      ]);
      expect(receiver.received).toHaveLength(3);
    } finally {
      await two.close();
    }
  });
});

describe('real time', () => {
  it('sends a retry when its wait has passed, with no advance', async () => {
    const scene = await openWebhookScene({ clock: 'real', webhook: { retries: 1 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 500 }, { status: 200 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await vi.waitFor(async () => expect((await scene.deliveries()).map((a) => a.state)).toEqual(['FAILED', 'SUCCEEDED']), {
      timeout: 5_000,
      interval: 100,
    });
    const [failed, retry] = await scene.deliveries();
    expect(retry.sentAt - failed.finishedAt).toBeGreaterThanOrEqual(1_000);
  });

  it('switching from simulated to real time neither loses nor doubles a pending retry', async () => {
    const scene = await openWebhookScene({ clock: 'real', webhook: { retries: 1 } });
    await scene.helper('POST', '/clock', { mode: 'simulated' });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 500 }, { status: 200 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(0);
    await scene.helper('POST', '/clock', { mode: 'real' });
    await vi.waitFor(async () => expect((await scene.deliveries()).map((a) => a.state)).toEqual(['FAILED', 'SUCCEEDED']), {
      timeout: 5_000,
      interval: 100,
    });
    await scene.helper('POST', '/clock', { mode: 'simulated' });
    await scene.advance(24 * 3_600_000);
    expect((await scene.deliveries()).map((a) => a.state)).toEqual(['FAILED', 'SUCCEEDED']);
  });
});
