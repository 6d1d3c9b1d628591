/** A long advance on the Node server stops when its client goes away, and SIGTERM ends it promptly. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from './support';
import { json, serve } from './support';

const DAY = 24 * 3_600_000;
const PAYMENTS = 10;

const receivers: Server[] = [];
afterEach(async () => {
  for (const server of receivers) server.closeAllConnections();
  await Promise.all(receivers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A loopback webhook endpoint; `answer` decides what each call (numbered from 1) gets. */
async function loopbackEndpoint(answer: (call: number, response: ServerResponse) => void) {
  let calls = 0;
  const server = createServer((request: IncomingMessage, response) => {
    request.resume();
    request.on('end', () => answer(++calls, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receivers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, calls: () => calls };
}

/** A merchant whose webhook (retries 7) points at `endpoint`, with PAYMENTS payments completed. */
async function completedPayments(baseUrl: string, endpoint: string): Promise<void> {
  const partner = await json('POST', `${baseUrl}/_sandbox/partners`, { body: {} });
  const key: string = partner.body.keys.sandbox;
  const product = await json('POST', `${baseUrl}/api/product/pay`, { key, body: { name: 'Shop' } });
  const webhook = await json('POST', `${baseUrl}/api/pay/plugin/webhook`, {
    key,
    body: { endpoint, expectedCode: 200, retries: 7, productIds: [product.body.id] },
  });
  expect(webhook.status).toBe(200);
  for (let i = 0; i < PAYMENTS; i++) {
    const payment = await json('POST', `${baseUrl}/api/pay/product/${product.body.id}/subproduct/pricing`, {
      key,
      body: { externalId: `order-${i}`, price: 100 },
    });
    const hash = new URL(payment.body.redirectUrl.replace('#', '')).searchParams.get('externalId');
    await json('POST', `${baseUrl}/_sandbox/payments/${hash}/status`, { body: { status: 'COMPLETED' } });
  }
}

describe('stopping an advance on the Node server', () => {
  it('an advance whose client went away stops at an instant boundary', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The first call of the second instant waits until the test has seen the advance stopping.
    const endpoint = await loopbackEndpoint((call, response) => {
      const answer = () => response.writeHead(500).end('no');
      if (call === PAYMENTS + 1) void released.then(answer);
      else answer();
    });
    const server = await serve({ clock: 'simulated' });
    await completedPayments(server.baseUrl, endpoint.url);
    const start = (await json('GET', `${server.baseUrl}/_sandbox/clock`)).body.now;
    await vi.waitFor(() => expect(endpoint.calls()).toBe(PAYMENTS));

    const client = new AbortController();
    const advancing = fetch(`${server.baseUrl}/_sandbox/clock/advance`, {
      method: 'POST',
      body: JSON.stringify({ ms: 30 * DAY }),
      signal: client.signal,
    }).catch(() => 'aborted');
    await vi.waitFor(() => expect(endpoint.calls()).toBeGreaterThan(PAYMENTS));
    client.abort();
    expect(await advancing).toBe('aborted');
    await vi.waitFor(async () => expect((await json('GET', `${server.baseUrl}/_sandbox/clock`)).body.advance?.stopping).toBe(true));
    release();

    await vi.waitFor(async () => expect((await json('GET', `${server.baseUrl}/_sandbox/clock`)).body.advance).toBeUndefined());
    expect((await json('GET', `${server.baseUrl}/_sandbox/clock`)).body.now).toBe(start + 1_000);
    const attempts = (await json('GET', `${server.baseUrl}/_sandbox/deliveries`)).body as any[];
    expect(attempts.map((attempt) => attempt.state).sort()).toEqual([
      ...Array(2 * PAYMENTS).fill('FAILED'),
      ...Array(PAYMENTS).fill('PENDING'),
    ]);
    expect(endpoint.calls()).toBe(2 * PAYMENTS);
  });

  it('SIGTERM during an advance waiting on a silent endpoint answers the advance as stopped, then ends the process', {
    timeout: 60_000,
  }, async () => {
    const silent = await loopbackEndpoint(() => undefined);
    const cli = runCli(['--port', '0', '--clock', 'simulated']);
    const { baseUrl } = await cli.ready;
    await completedPayments(baseUrl, silent.url);
    await vi.waitFor(() => expect(silent.calls()).toBe(PAYMENTS), { timeout: 10_000 });
    const advancing = json('POST', `${baseUrl}/_sandbox/clock/advance`, { body: { ms: 30 * DAY } });
    // A request sent after it has come back: the advance, sent first, has reached the server by
    // then, so the signal finds it waiting behind the silent endpoint rather than on the wire.
    expect((await json('GET', `${baseUrl}/_sandbox/clock`)).status).toBe(200);

    cli.child.kill('SIGTERM');

    // The advance answers as stopped: had shutdown waited for the silent endpoint instead, its
    // connection would have been cut when the grace period ran out, and no answer would come.
    expect(await advancing).toEqual({ status: 200, body: expect.objectContaining({ mode: 'simulated', stopped: true }) });
    expect(await cli.exited).toBe(0);
    expect(silent.calls()).toBe(PAYMENTS);
  });
});
