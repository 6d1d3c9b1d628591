/** In Node mode a webhook endpoint is called for real over HTTP, as the contract says; the sandbox's scripted receivers answer inside the server. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, it, onTestFinished } from 'vitest';
import { json, merchantWithPayment, serve } from './support';

it('calls a real endpoint over HTTP when a payment completes', async () => {
  let received!: (call: { request: IncomingMessage; body: string }) => void;
  const call = new Promise<{ request: IncomingMessage; body: string }>((resolve) => (received = resolve));
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.writeHead(200).end('ok');
      received({ request, body });
    });
  });
  await new Promise<void>((listening) => receiver.listen(0, '127.0.0.1', listening));
  onTestFinished(() => new Promise<void>((closed) => receiver.close(() => closed())));
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/orders`;

  const server = await serve();
  const { key, productId, hash } = await merchantWithPayment(server);
  const webhook = await json('POST', `${server.baseUrl}/api/pay/plugin/webhook`, {
    key,
    body: { name: 'orders', endpoint, method: 'POST', expectedCode: 200, retries: 0 },
  });
  expect(webhook.status).toBe(200);
  const link = await json('POST', `${server.baseUrl}/api/pay/plugin/webhook/${webhook.body.id}/products/${productId}`, { key });
  expect(link.status).toBe(200);
  const moved = await json('POST', `${server.baseUrl}/_sandbox/payments/${hash}/status`, { body: { status: 'COMPLETED' } });
  expect(moved.status).toBe(200);

  const { request, body } = await call;
  expect(request.method).toBe('POST');
  expect(request.url).toBe('/hooks/orders');
  expect(request.headers['x-service-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(JSON.parse(body)).toMatchObject({ orderId: hash, status: 'COMPLETED' });

  await expect
    .poll(async () => (await json('GET', `${server.baseUrl}/_sandbox/deliveries?paymentHash=${hash}`)).body)
    .toEqual([expect.objectContaining({ state: 'SUCCEEDED', responseStatus: 200 })]);
});

it('answers a scripted receiver inside the server, retrying on simulated time as in the page', async () => {
  const server = await serve({ clock: 'simulated' });
  const { key, productId, hash } = await merchantWithPayment(server);
  const script = await json('PUT', `${server.baseUrl}/_sandbox/receivers/orders`, {
    body: { answers: [{ status: 503 }, { status: 200 }] },
  });
  expect(script.status).toBe(200);
  const webhook = await json('POST', `${server.baseUrl}/api/pay/plugin/webhook`, {
    key,
    body: { name: 'orders', endpoint: 'https://hooks.gateway.test/orders', method: 'POST', expectedCode: 200, retries: 2 },
  });
  await json('POST', `${server.baseUrl}/api/pay/plugin/webhook/${webhook.body.id}/products/${productId}`, { key });

  await json('POST', `${server.baseUrl}/_sandbox/payments/${hash}/status`, { body: { status: 'COMPLETED' } });
  const advanced = await json('POST', `${server.baseUrl}/_sandbox/clock/advance`, { body: { ms: 60_000 } });
  expect(advanced.status).toBe(200);

  const deliveries = await json('GET', `${server.baseUrl}/_sandbox/deliveries?paymentHash=${hash}`);
  expect(deliveries.body).toEqual([
    expect.objectContaining({ attempt: 1, state: 'FAILED', responseStatus: 503 }),
    expect.objectContaining({ attempt: 2, state: 'SUCCEEDED', responseStatus: 200 }),
  ]);
  const receivers = await json('GET', `${server.baseUrl}/_sandbox/receivers`);
  expect(receivers.body).toEqual([expect.objectContaining({ name: 'orders', calls: 2 })]);
});
