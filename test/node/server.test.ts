/** The Node server over real loopback HTTP: routing by listener, bodies both ways, isolation. */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { call, json, merchantWithPayment, serve, statusPath } from './support';

describe('Node server', () => {
  it('listens on 127.0.0.1, status on its own port', async () => {
    const server = await serve();
    expect(server.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.statusUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.statusUrl).not.toBe(server.baseUrl);
    expect(server.checkoutUrl).toBe(`${server.baseUrl}/checkout`);
  });

  it('creates a partner, a product and a payment whose redirectUrl points at the checkout', async () => {
    const server = await serve();
    const { partner, product, payment, productId, hash } = await merchantWithPayment(server);
    expect(partner.status).toBe(200);
    expect(partner.body.keys.sandbox).toMatch(/^sk_test_/);
    expect(product.status).toBe(200);
    expect(payment.status).toBe(200);
    expect(payment.body.redirectUrl).toBe(`${server.baseUrl}/checkout/${productId}?externalId=${hash}`);
    expect(hash).toHaveLength(10);
  });

  it('answers the status endpoint on the status port only', async () => {
    const server = await serve();
    const { productId, hash } = await merchantWithPayment(server);
    const status = await json('GET', server.statusUrl + statusPath(productId, hash));
    expect(status).toEqual({ status: 200, body: expect.objectContaining({ status: 'INITIALIZED' }) });

    const onBase = await call('GET', server.baseUrl + statusPath(productId, hash));
    expect(onBase.status).toBe(404);
    expect(onBase.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await onBase.text()).toBe(`No route found for: GET ${statusPath(productId, hash)}`);
  });

  it('answers 400 to a malformed JSON body', async () => {
    const server = await serve();
    const { key } = await merchantWithPayment(server);
    const response = await json('POST', `${server.baseUrl}/api/product/pay`, { key, body: '{"name": "Shop",' });
    expect(response).toEqual({ status: 400, body: { status: 400, message: expect.any(String) } });
  });

  it('streams a PNG banner byte for byte as the handler produced it', async () => {
    const server = await serve();
    const { key, productId } = await merchantWithPayment(server);
    const path = `/api/pay/product/${productId}/subproduct`;
    const body = JSON.stringify({ externalId: 'doc-7', imageFormat: 'png', price: 4200 });
    const headers = { 'X-API-KEY': key, 'Content-Type': 'application/json' };
    const overHttp = await fetch(server.baseUrl + path, { method: 'POST', headers, body });
    expect(overHttp.status).toBe(200);
    expect(overHttp.headers.get('content-type')).toBe('application/octet-stream');
    const received = new Uint8Array(await overHttp.arrayBuffer());

    // Registering the same document again answers the same banner: ask the handler in-process.
    const direct = await server.sandbox.handler(new Request(server.baseUrl + path, { method: 'POST', headers, body }));
    const expected = new Uint8Array(await direct.arrayBuffer());
    expect(received.byteLength).toBe(expected.byteLength);
    expect(Buffer.from(received).equals(Buffer.from(expected))).toBe(true);
    expect([...received.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });

  it('routes by the listener, whatever the Host header says', async () => {
    const server = await serve();
    const { port } = new URL(server.baseUrl);
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = request(
        { host: '127.0.0.1', port, path: '/_sandbox/clock', headers: { Host: 'api.sandbox.gateway.test' } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, text }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ mode: 'real' });
  });

  it('keeps two servers in one process apart', async () => {
    const [first, second] = await Promise.all([serve(), serve()]);
    const { key, productId } = await merchantWithPayment(first!);
    const patch = { key, body: { name: 'Renamed' } };
    const elsewhere = await json('PATCH', `${second!.baseUrl}/api/product/pay/${productId}`, patch);
    expect(elsewhere.status).toBe(401);
    const here = await json('PATCH', `${first!.baseUrl}/api/product/pay/${productId}`, patch);
    expect(here.status).toBe(200);
  });

  it('starts the clock simulated at the current time with clock: simulated', async () => {
    const before = Date.now();
    const server = await serve({ clock: 'simulated' });
    const clock = await json('GET', `${server.baseUrl}/_sandbox/clock`);
    expect(clock.body.mode).toBe('simulated');
    expect(clock.body.now).toBeGreaterThanOrEqual(before);
    expect(clock.body.now).toBeLessThanOrEqual(Date.now());
  });

  it('uses the given checkout URL in redirectUrl', async () => {
    const server = await serve({ checkoutUrl: 'https://shop.example/app/#/checkout/' });
    const { productId, hash, redirectUrl } = await merchantWithPayment(server);
    expect(redirectUrl).toBe(`https://shop.example/app/#/checkout/${productId}?externalId=${hash}`);
  });

  it('rejects a port that is taken, leaving nothing open', async () => {
    const server = await serve();
    const taken = Number(new URL(server.baseUrl).port);
    await expect(serve({ port: taken })).rejects.toThrow(/Cannot listen for the base host on 127\.0\.0\.1:\d+/);
    await expect(serve({ port: 0, statusPort: taken })).rejects.toThrow(/status host/);
  });
});
