/**
 * The hosted checkout served by the Node server, paid from Chromium as a merchant's end-to-end
 * test would: create the payment over HTTP, follow `redirectUrl`, pay with BLIK, then read the
 * status endpoint and receive the signed webhook on a loopback receiver.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { json, merchantWithPayment, serve, statusPath } from '../node/support';
import { DESKTOP, launchChromium, PHONE, shoot } from './app-scene';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** How a merchant verifies `X-Service-Signature` by hand, as docs/guide/package.md describes the header. */
function verifyServiceSignature(rawBody: string, header: string, secret: string, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) <= toleranceSeconds;
  return fresh && expected.length === parts.v1?.length && timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));
}

/** Opens `redirectUrl` in a new page and pays `price` with BLIK 777123, as a customer would. */
async function payWithBlik(redirectUrl: string, price: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  onTestFinished(() => context.close());
  const page = await context.newPage();
  await page.goto(redirectUrl);
  await expect.poll(() => page.getByTestId('amount').textContent()).toBe(price);
  await page.getByLabel('BLIK', { exact: true }).check();
  await page.getByLabel('BLIK code').fill('777123');
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await page.getByTestId('payment-confirmation').waitFor();
  return page;
}

/** A loopback HTTP receiver, closed after the test; `next` resolves with the first call it gets. */
async function loopbackReceiver() {
  let received!: (call: { headers: IncomingHttpHeaders; body: string }) => void;
  const next = new Promise<{ headers: IncomingHttpHeaders; body: string }>((resolve) => (received = resolve));
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(200).end('ok');
      received({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    });
  });
  await new Promise<void>((listening) => receiver.listen(0, '127.0.0.1', listening));
  onTestFinished(() => new Promise<void>((closed) => receiver.close(() => closed())));
  return { endpoint: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/orders`, next };
}

/** The playground's entry script in this build (dist/), which carries msw and the in-page gateway. */
function appEntryFile(): string {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  return manifest['index.html']!.file;
}

describe('the checkout served by the Node server', () => {
  test('redirectUrl answers the checkout page itself, compressed, with no msw, no in-page gateway and no way into the playground', async () => {
    const server = await serve();
    const { redirectUrl } = await merchantWithPayment(server);
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    onTestFinished(() => context.close());
    const page = await context.newPage();
    const scripts: { url: string; encoding: string | undefined; body: string }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'], body: '' });
      void response.text().then((body) => (scripts.find((script) => script.url === response.url())!.body = body));
    });

    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_sandbox/checkout/')) reads.push(request.url());
    });

    const document = await page.goto(redirectUrl);
    expect(document!.status()).toBe(200);
    // No redirect on the way: the page is served at the address the merchant was given.
    expect(document!.request().redirectedFrom()).toBeNull();
    expect(page.url()).toBe(redirectUrl);
    expect(document!.headers()['content-type']).toBe('text/html; charset=utf-8');
    await expect.poll(() => page.getByTestId('amount').textContent()).toBe('19.99 PLN');
    // The payment's read, asked for by the page's head beside the scripts, is the one the checkout used.
    expect(reads).toHaveLength(1);
    await expect.poll(() => scripts.every((script) => script.body !== '')).toBe(true);

    expect(scripts.filter((script) => script.encoding === 'br').length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.url.startsWith(`${server.baseUrl}/app/assets/`)).toBe(true);
      // A script under a kilobyte saves nothing compressed; every longer one comes as brotli.
      expect(script.encoding).toBe(Buffer.byteLength(script.body) < 1024 ? undefined : 'br');
      expect(script.url).not.toContain(appEntryFile());
      // msw's worker script name and its console prefix, and the gateway's generic failure text.
      expect(script.body).not.toContain('mockServiceWorker');
      expect(script.body).not.toContain('[MSW]');
      expect(script.body).not.toContain('Something went wrong');
    }
    expect(await page.getByRole('link', { name: 'Back to the playground' }).count()).toBe(0);
    expect(await page.locator('.sandbox-ribbon').textContent()).toContain('Sandbox checkout');
    await shoot(page, 'node-checkout-phone');
  });

  test('redirectUrl opens the checkout in Chromium, BLIK 777123 pays, and the status endpoint answers COMPLETED', async () => {
    const server = await serve();
    const { redirectUrl, productId, hash } = await merchantWithPayment(server);
    expect(redirectUrl.startsWith(`${server.baseUrl}/checkout/`)).toBe(true);
    const page = await payWithBlik(redirectUrl, '19.99 PLN');
    // The page ran no service worker of its own: the server's gateway took the payment.
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    await shoot(page, 'node-checkout-paid-desktop');
    const status = await json('GET', server.statusUrl + statusPath(productId, hash));
    expect(status).toEqual({ status: 200, body: { status: 'COMPLETED' } });
    expect((await json('GET', `${server.baseUrl}/_sandbox/payments/${hash}`)).body.paymentMethod).toBe('BLIK');
  });

  test('a merchant’s end-to-end run: pay in the browser, receive the signed webhook on a loopback receiver', async () => {
    const receiver = await loopbackReceiver();
    const server = await serve();
    const { key, productId, redirectUrl, hash } = await merchantWithPayment(server);
    const webhook = await json('POST', `${server.baseUrl}/api/pay/plugin/webhook`, {
      key,
      body: { name: 'orders', endpoint: receiver.endpoint, method: 'POST', expectedCode: 200, retries: 0 },
    });
    expect(webhook.status).toBe(200);
    const linked = await json('POST', `${server.baseUrl}/api/pay/plugin/webhook/${webhook.body.id}/products/${productId}`, { key });
    expect(linked.status).toBe(200);

    const page = await payWithBlik(redirectUrl, '19.99 PLN', PHONE);
    await shoot(page, 'node-checkout-paid-phone');
    const { headers, body } = await receiver.next;
    const signature = String(headers['x-service-signature']);
    expect(verifyServiceSignature(body, signature, webhook.body.signingSecret)).toBe(true);
    expect(verifyServiceSignature(body, signature, 'another secret')).toBe(false);
    expect(JSON.parse(body)).toMatchObject({ orderId: hash, status: 'COMPLETED' });
  });
});
