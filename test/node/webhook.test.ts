/** In Node mode a webhook endpoint is called for real over HTTP, as the contract says. */
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
