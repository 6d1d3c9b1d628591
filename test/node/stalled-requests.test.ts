/**
 * A client that stalls while sending its request is dropped after the server's bound, with a
 * 408, and a long `/_sandbox/clock/advance`, an answer being prepared, is not cut by that bound.
 * The bound is configured short (200 ms) so the tests wait for events, not for a long timer.
 */
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, serve } from './support';

const BOUND_MS = 200;

const receivers: Server[] = [];
afterEach(async () => {
  for (const server of receivers) server.closeAllConnections();
  await Promise.all(receivers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Sends `head` and `partialBody` on a raw socket and never the rest; resolves with all it received once the server closes it. */
function stallMidRequest(origin: string, head: string, partialBody = ''): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head + partialBody));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

const partnerUpload = (length: number) =>
  `POST /_sandbox/partners HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('requests that stall on the Node server', () => {
  it('a request whose body never finishes is answered 408 and its connection closed, changing nothing', async () => {
    const server = await serve({ requestTimeoutMs: BOUND_MS });
    const body = JSON.stringify({ name: 'Never finished' });

    const received = await stallMidRequest(server.baseUrl, partnerUpload(body.length), body.slice(0, 10));

    expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(received).toContain('Connection: close');
    // As every error: JSON `{status, message}`, as the OpenAPI document lists it.
    expect(received).toContain('Content-Type: application/json');
    expect(JSON.parse(received.split('\r\n\r\n')[1]!)).toEqual({ status: 408, message: 'Request Timeout' });
    expect((await json('GET', `${server.baseUrl}/_sandbox/partners`)).body).toEqual([]);
  });

  it('a request whose head never finishes is answered 408 too, on every host', async () => {
    const server = await serve({ requestTimeoutMs: BOUND_MS });
    for (const origin of [server.baseUrl, server.statusUrl]) {
      expect(await stallMidRequest(origin, 'GET /_sandbox/clock HTTP/1.1\r\nHost: 127.0.0.1\r\n')).toMatch(/^HTTP\/1\.1 408 /);
    }
  });

  it('a clock advance waiting on a slow webhook answers 200 long after the bound has cut a stalled request', async () => {
    // The receiver fails the first call, then holds the retry until the test lets it answer.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        calls += 1;
        if (calls === 1) response.writeHead(500).end('no');
        else void released.then(() => response.writeHead(200).end('ok'));
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receivers.push(receiver);
    const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

    const server = await serve({ clock: 'simulated', requestTimeoutMs: BOUND_MS });
    const partner = await json('POST', `${server.baseUrl}/_sandbox/partners`, { body: {} });
    const key: string = partner.body.keys.sandbox;
    const product = await json('POST', `${server.baseUrl}/api/product/pay`, { key, body: { name: 'Shop' } });
    await json('POST', `${server.baseUrl}/api/pay/plugin/webhook`, {
      key,
      body: { endpoint, expectedCode: 200, retries: 1, productIds: [product.body.id] },
    });
    const payment = await json('POST', `${server.baseUrl}/api/pay/product/${product.body.id}/subproduct/pricing`, {
      key,
      body: { externalId: 'order-1', price: 100 },
    });
    const hash = new URL(payment.body.redirectUrl).searchParams.get('externalId');
    await json('POST', `${server.baseUrl}/_sandbox/payments/${hash}/status`, { body: { status: 'COMPLETED' } });
    await vi.waitFor(() => expect(calls).toBe(1));

    const advancing = json('POST', `${server.baseUrl}/_sandbox/clock/advance`, { body: { ms: 24 * 3_600_000 } });
    await vi.waitFor(() => expect(calls).toBe(2));
    // Started after the advance was waiting, the stalled request is cut only once the bound has
    // passed: by then the advance has waited longer than the bound.
    const stalled = await stallMidRequest(server.baseUrl, partnerUpload(20), '{"name":');
    expect(stalled).toMatch(/^HTTP\/1\.1 408 /);
    release();

    expect((await advancing).status).toBe(200);
    const attempts = (await json('GET', `${server.baseUrl}/_sandbox/deliveries`)).body as { state: string }[];
    expect(attempts.map((attempt) => attempt.state).sort()).toEqual(['FAILED', 'SUCCEEDED']);
  });
});
