/**
 * The local relay in Chromium: the built app on a static server delivers, through
 * `gateway-playground relay`, to a plain node:http receiver that answers no CORS at all, as a
 * merchant's own receiver does. Pairing by pasting the printed address, a payment paid on the
 * checkout, the receiver's bytes and signature, its real status on the timeline; a wrong token;
 * the relay stopped mid-run; an advance sending many retries through it.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { nodeHttpTransport } from '../../src/app/node/http-transport';
import { startRelay, type RunningRelay } from '../../src/app/node/relay-server';
import { newRelayToken } from '../../src/app/node/relay-token';
import { BASE, DESKTOP, hashOf, helper, newPayment, openApp, openScene, pageFetch, PHONE, shoot, SHOTS_DIR, type Scene } from './app-scene';

let scene: Scene;

beforeAll(async () => {
  scene = await openScene();
});

afterAll(async () => {
  await scene?.close();
});

/** One call as the receiver got it: raw bytes, headers, and the status it answered. */
interface ReceivedCall {
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  answered: number;
}

/**
 * A merchant's receiver: node:http, no CORS headers, answering `statuses` in turn (the last
 * repeating). A browser's preflight gets the 404 such a receiver answers to OPTIONS.
 */
async function plainReceiver(statuses: number[]) {
  const calls: ReceivedCall[] = [];
  const preflights: IncomingHttpHeaders[] = [];
  const server: Server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      preflights.push(request.headers);
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answered = statuses[Math.min(calls.length, statuses.length - 1)]!;
      calls.push({ method: request.method!, headers: request.headers, body: Buffer.concat(chunks), answered });
      response.writeHead(answered, { 'Content-Type': 'text/plain' }).end(`shop answered ${answered}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  return { url, calls, preflights, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let receiver: Awaited<ReturnType<typeof plainReceiver>>;
let relay: RunningRelay | undefined;
let token: string;
let printed: string[];
let context: BrowserContext;

/** Starts the relay (again, on `port`, with the same token, when given). */
async function relayTo(forwardTo: string, port = 0): Promise<string> {
  relay = await startRelay(port, { forwardTo, token, transport: nodeHttpTransport(), log: (line) => printed.push(line) });
  return `http://127.0.0.1:${relay.port}/#${token}`;
}

beforeEach(() => {
  token = newRelayToken();
  printed = [];
});

afterEach(async () => {
  await context?.close();
  await relay?.close();
  relay = undefined;
  await receiver?.close();
});

interface Shop {
  key: string;
  productId: string;
  webhookId: string;
  signingSecret: string;
}

/** A partner, a product and a webhook to `endpoint` assigned to it, through the page's fetch. */
async function shopWithWebhook(page: Page, endpoint: string, retries: number): Promise<Shop> {
  const key = (await helper(page, 'POST', '/partners', { name: 'Relay shop' })).keys.sandbox as string;
  const api = async (path: string, body?: unknown) => {
    const answer = await pageFetch(page, 'POST', `${BASE}${path}`, { key, body });
    if (answer.status !== 200) throw new Error(`POST ${path} answered ${answer.status}`);
    return answer.body;
  };
  const productId = (await api('/api/product/pay', { name: 'Relay shop' })).id as string;
  const webhook = await api('/api/pay/plugin/webhook', { endpoint, expectedCode: 200, retries });
  await api(`/api/pay/plugin/webhook/${webhook.id}/products/${productId}`);
  return { key, productId, webhookId: webhook.id, signingSecret: webhook.signingSecret };
}

let orders = 0;
async function completedPayment(page: Page, shop: Shop): Promise<string> {
  const details = { productName: 'Mug', returnUrl: 'https://shop.example/' };
  const hash = hashOf(await newPayment(page, shop.key, shop.productId, { price: 1299, externalId: `relay-${++orders}`, details }));
  await helper(page, 'POST', `/payments/${hash}/status`, { status: 'COMPLETED', paymentMethod: 'CARD' });
  return hash;
}

/** Pastes the pairing address into the relay card, as a person would. */
async function pair(page: Page, address: string): Promise<void> {
  await page.getByLabel('Pairing address').fill(address);
  await page.getByRole('button', { name: /^Pair/ }).click();
}

/** The relay card as it looks at desktop and at phone width, then the page back at `size`. */
async function shootPanel(page: Page, state: string, size = DESKTOP): Promise<void> {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.locator('.relay-panel').screenshot({ path: `${SHOTS_DIR}/relay-panel-${state}-${width}.png` });
  }
  await page.setViewportSize(size);
}

const relayState = (page: Page) => page.getByTestId('relay-state').textContent();
const shownStates = (page: Page) => page.getByTestId('attempt-state').allTextContents();
const attempts = (page: Page, webhookId: string) => helper<any[]>(page, 'GET', `/deliveries?webhookId=${webhookId}`);

/** `t=<unix>,v1=<hex>` checked as a merchant's receiver checks it: HMAC-SHA256 of `<t>.<raw body>`. */
function signatureVerifies(header: string, rawBody: Buffer, secret: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.`).update(rawBody).digest('hex');
  return parts.v1 === expected;
}

describe('webhooks to the merchant’s machine through the local relay', () => {
  test('a payment paid on the checkout reaches a receiver without CORS, signed, byte for byte, its real status on the timeline', async () => {
    receiver = await plainReceiver([503, 200]);
    context = await scene.browser.newContext({ viewport: DESKTOP });
    const page = await openApp(context, scene.server.appUrl, '#/webhooks');

    // Unpaired, the page's own fetch meets the CORS wall, and the screen names the relay.
    const blocked = await shopWithWebhook(page, receiver.url, 0);
    await completedPayment(page, blocked);
    await page.getByTestId('relay-cors-hint').waitFor();
    expect(await page.getByTestId('relay-cors-hint').textContent()).toContain(`A delivery to ${receiver.url} failed with a network error`);
    expect(await relayState(page)).toBe('Not paired');
    // The browser asked first, and the receiver, as real ones do, said nothing of CORS: no call followed.
    expect(receiver.preflights.map((headers) => headers['access-control-request-method'])).toEqual(['POST']);
    expect(receiver.calls).toEqual([]);
    await shoot(page, 'relay-unpaired-cors-desktop');
    await shootPanel(page, 'unpaired-cors-hint');

    const address = await relayTo(receiver.url);
    await pair(page, address);
    await expect.poll(() => relayState(page)).toBe('Paired');
    expect(await page.locator('.relay-panel').textContent()).toContain(`go through it to ${receiver.url}`);
    await shootPanel(page, 'paired');

    const shop = await shopWithWebhook(page, receiver.url, 2);
    const redirectUrl = await newPayment(page, shop.key, shop.productId, { price: 1299, externalId: 'relay-checkout', details: {} });
    const checkout = await context.newPage();
    await checkout.goto(redirectUrl);
    await checkout.getByLabel('BLIK', { exact: true }).check();
    await checkout.getByLabel('BLIK code').fill('777123');
    await checkout.getByRole('button', { name: 'Pay 12.99 PLN' }).click();
    await checkout.getByTestId('payment-confirmation').waitFor();
    await checkout.close();

    // The receiver answers 503 first: retried after 1 s of real time, through the relay again.
    await expect
      .poll(async () => (await attempts(page, shop.webhookId)).map((a) => [a.state, a.responseStatus]), { timeout: 10_000 })
      .toEqual([
        ['FAILED', 503],
        ['SUCCEEDED', 200],
      ]);
    const recorded = await attempts(page, shop.webhookId);
    expect(receiver.calls).toHaveLength(2);
    for (const [index, call] of receiver.calls.entries()) {
      expect(call.method).toBe('POST');
      expect(call.body.equals(Buffer.from(recorded[index].request.body, 'utf8'))).toBe(true);
      expect(call.headers['content-type']).toBe('application/json');
      const signature = call.headers['x-service-signature'] as string;
      expect(signature).toBe(recorded[index].request.headers['X-Service-Signature']);
      expect(signatureVerifies(signature, call.body, shop.signingSecret)).toBe(true);
      expect(signatureVerifies(signature, call.body, 'whsec_not_the_secret')).toBe(false);
      expect(recorded[index].responseBody).toBe(`shop answered ${call.answered}`);
      expect(call.headers.origin).toBeUndefined();
    }
    expect(receiver.preflights).toHaveLength(1);
    expect(JSON.parse(receiver.calls[0]!.body.toString('utf8'))).toMatchObject({ orderId: hashOf(redirectUrl), status: 'COMPLETED' });

    // The timeline shows what the receiver really answered.
    await page.getByRole('button', { name: 'Attempt 1' }).first().waitFor();
    const card = page.getByTestId('notification').first();
    expect(await card.locator('.attempt-code').allTextContents()).toEqual(['HTTP 503', 'HTTP 200']);
    expect(await card.getByTestId('attempt-error').first().textContent()).toBe('Expected HTTP 200, got 503');

    // The relay printed one line per delivery, and never the signature.
    expect(printed).toHaveLength(2);
    expect(printed[0]).toMatch(new RegExp(`--> POST ${receiver.url}  \\[503\\]  \\d+ ms$`));
    expect(printed.join('\n')).not.toMatch(/v1=|t=\d/);
    expect(printed.join('\n')).not.toContain(shop.signingSecret);
    await shoot(page, 'relay-paired-desktop');
  });

  test('pairing with a wrong token is refused: 403, the attempt fails as a network error, nothing is forwarded', async () => {
    receiver = await plainReceiver([200]);
    context = await scene.browser.newContext({ viewport: PHONE });
    const page = await openApp(context, scene.server.appUrl, '#/webhooks');
    await page.getByTestId('relay-state').waitFor();
    await shootPanel(page, 'unpaired', PHONE);
    const address = await relayTo(receiver.url);
    // An address of another machine is never taken: deliveries and their signatures stay here.
    await pair(page, address.replace('127.0.0.1', '192.168.1.5'));
    expect(await page.locator('.relay-panel [role=alert]').textContent()).toContain('its address starts with http://127.0.0.1:');
    expect(await relayState(page)).toBe('Not paired');
    await shootPanel(page, 'invalid-address', PHONE);
    await pair(page, address.replace(token, newRelayToken()));
    await expect.poll(() => relayState(page)).toBe('Token refused');
    await shootPanel(page, 'token-refused', PHONE);

    const shop = await shopWithWebhook(page, receiver.url, 0);
    await completedPayment(page, shop);
    await expect.poll(async () => (await attempts(page, shop.webhookId)).map((a) => a.state)).toEqual(['FAILED']);
    const [attempt] = await attempts(page, shop.webhookId);
    expect(attempt.responseStatus).toBeNull();
    expect(attempt.error).toContain("refused this page's token (403)");
    // A request without the token, from the page too, is refused and forwards nothing.
    const origin = new URL(address).origin;
    const bare = await page.evaluate(
      (url) =>
        fetch(url, { method: 'POST', body: '{}' }).then(
          (r) => r.status,
          () => 'blocked',
        ),
      `${origin}/`,
    );
    expect(bare).toBe('blocked');
    expect(receiver.calls).toEqual([]);
    expect(printed.filter((line) => line.includes('403'))).not.toHaveLength(0);
    expect(printed.filter((line) => line.includes('-->'))).toEqual([]);
  });

  test('the relay stopped mid-run: the attempt fails as "local relay not reachable", and its retry goes through once it is back', async () => {
    receiver = await plainReceiver([500, 200]);
    context = await scene.browser.newContext({ viewport: DESKTOP });
    const page = await openApp(context, scene.server.appUrl, '#/webhooks');
    await helper(page, 'POST', '/clock', { mode: 'simulated' });
    const address = await relayTo(receiver.url);
    const port = relay!.port;
    await pair(page, address);
    await expect.poll(() => relayState(page)).toBe('Paired');

    const shop = await shopWithWebhook(page, receiver.url, 3);
    await completedPayment(page, shop);
    await expect.poll(() => shownStates(page), { timeout: 5_000 }).toEqual(['FAILED', 'PENDING']);
    await relay!.close();
    relay = undefined;
    await page.getByRole('button', { name: '+1 s', exact: true }).click();
    await expect.poll(() => shownStates(page), { timeout: 5_000 }).toEqual(['FAILED', 'FAILED', 'PENDING']);
    const [, second] = await attempts(page, shop.webhookId);
    expect(second.responseStatus).toBeNull();
    expect(second.error).toContain('local relay not reachable');
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect.poll(() => relayState(page)).toBe('Relay not running');
    await shootPanel(page, 'not-running');

    // Back on the same port with the same token: the next retry (5 s later) reaches the receiver.
    await relayTo(receiver.url, port);
    await page.getByRole('button', { name: '+1 h', exact: true }).click();
    await expect.poll(() => shownStates(page), { timeout: 5_000 }).toEqual(['FAILED', 'FAILED', 'SUCCEEDED']);
    expect((await attempts(page, shop.webhookId)).map((a) => a.responseStatus)).toEqual([500, null, 200]);
    expect(receiver.calls.map((call) => call.answered)).toEqual([500, 200]);
  });

  test('a receiver that refuses the connection: the attempt says so, and the relay prints it', async () => {
    receiver = await plainReceiver([200]);
    const gone = receiver.url;
    await receiver.close();
    context = await scene.browser.newContext({ viewport: DESKTOP });
    const page = await openApp(context, scene.server.appUrl, '#/webhooks');
    await pair(page, await relayTo(gone));
    await expect.poll(() => relayState(page)).toBe('Paired');
    const shop = await shopWithWebhook(page, gone, 0);
    await completedPayment(page, shop);
    await expect.poll(async () => (await attempts(page, shop.webhookId)).map((a) => a.state)).toEqual(['FAILED']);
    const [attempt] = await attempts(page, shop.webhookId);
    expect(attempt.error).toBe(`Network error: local relay: the receiver at ${gone} refused the connection (ECONNREFUSED)`);
    expect(await page.getByTestId('attempt-error').first().textContent()).toContain('refused the connection (ECONNREFUSED)');
    expect(printed.at(-1)).toMatch(new RegExp(`--> POST ${gone}  refused the connection \\(ECONNREFUSED\\)  \\d+ ms$`));
    // Not the browser's CORS wall: the card does not send the person looking for a relay they have.
    expect(await page.getByTestId('relay-cors-hint').count()).toBe(0);
  });

  test('an advance sending many retries through the relay keeps each payment’s order and records every answer', async () => {
    receiver = await plainReceiver([500, 500, 500, 500, 500, 500, 500, 502, 200]);
    context = await scene.browser.newContext({ viewport: DESKTOP });
    // Paired by opening the app at an address that carries the relay's, which the app then forgets.
    const address = await relayTo(receiver.url);
    const page = await openApp(context, scene.server.appUrl, `#/webhooks?relay=${address}`);
    await expect.poll(() => relayState(page)).toBe('Paired');
    expect(page.url()).toBe(`${scene.server.appUrl}#/webhooks`);
    await helper(page, 'POST', '/clock', { mode: 'simulated' });
    const shop = await shopWithWebhook(page, receiver.url, 4);
    const hashes = [await completedPayment(page, shop), await completedPayment(page, shop), await completedPayment(page, shop)];
    await expect.poll(async () => (await attempts(page, shop.webhookId)).filter((a) => a.state === 'FAILED').length).toBe(3);

    // One advance of an hour runs the retries at 1 s, 5 s and 5 min and 1 h of all three.
    await page.getByRole('button', { name: '+1 h', exact: true }).click();
    await expect
      .poll(async () => (await attempts(page, shop.webhookId)).every((a) => a.state === 'FAILED' || a.state === 'SUCCEEDED'), {
        timeout: 15_000,
      })
      .toBe(true);
    const recorded = await attempts(page, shop.webhookId);
    for (const hash of hashes) {
      const own = recorded.filter((a) => a.paymentHash === hash).sort((a, b) => a.attempt - b.attempt);
      const calls = receiver.calls.filter((call) => JSON.parse(call.body.toString('utf8')).orderId === hash);
      // Each of the payment's calls reached the receiver in attempt order, and each attempt holds its own answer.
      expect(calls.map((call) => call.body.toString('utf8'))).toEqual(own.map((a) => a.request.body));
      expect(own.map((a) => a.responseStatus)).toEqual(calls.map((call) => call.answered));
      expect(own.map((a) => a.attempt)).toEqual(own.map((_, i) => i + 1));
    }
    expect(receiver.calls.length).toBe(recorded.length);
    expect(recorded.filter((a) => a.state === 'SUCCEEDED')).toHaveLength(3);
    expect(recorded.map((a) => a.responseStatus)).toContain(502);
  });
});
