/**
 * The webhook inspector in Chromium: attempts made in one tab show in another without a reload,
 * two open tabs never make an attempt twice (one leads), the real-time retry comes on its own,
 * and a real endpoint that a page may not call (no CORS) is recorded as such and shown.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, DESKTOP, hashOf, helper, newPayment, openApp, openScene, pageFetch, PHONE, shoot, type Scene } from './app-scene';

const RECEIVERS = 'https://hooks.gateway.test';

let scene: Scene;

beforeAll(async () => {
  scene = await openScene();
});

afterAll(async () => {
  await scene?.close();
});

interface Shop {
  key: string;
  productId: string;
  webhookId: string;
  /** Creates a payment, completes it, and answers its hash. */
  completePayment(): Promise<string>;
}

/** A partner, a product, and a webhook to `endpoint` assigned to it, all through the page's fetch. */
async function setUpShop(page: Page, endpoint: string, retries: number): Promise<Shop> {
  const key = (await helper(page, 'POST', '/partners', { name: 'Hook shop' })).keys.sandbox as string;
  const api = async (path: string, body?: unknown) => {
    const answer = await pageFetch(page, 'POST', `${BASE}${path}`, { key, body });
    if (answer.status !== 200) throw new Error(`POST ${path} answered ${answer.status}`);
    return answer.body;
  };
  const productId = (await api('/api/product/pay', { name: 'Hook shop' })).id as string;
  const webhookId = (await api('/api/pay/plugin/webhook', { endpoint, expectedCode: 200, retries })).id as string;
  await api(`/api/pay/plugin/webhook/${webhookId}/products/${productId}`);
  let orders = 0;
  return {
    key,
    productId,
    webhookId,
    async completePayment() {
      const details = { productName: 'Mug', returnUrl: 'https://shop.example/' };
      const hash = hashOf(await newPayment(page, key, productId, { price: 1299, externalId: `hook-${++orders}`, details }));
      await helper(page, 'POST', `/payments/${hash}/status`, { status: 'COMPLETED', paymentMethod: 'CARD' });
      return hash;
    },
  };
}

/** The attempt states the inspector shows, newest notification first, attempt 1 first within one. */
const shownStates = (page: Page) => page.getByTestId('attempt-state').allTextContents();

/** Marks the document, so a later check proves the tab was never reloaded. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  return () => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
}

describe('the webhook inspector', () => {
  let context: BrowserContext;
  let tabA: Page;
  let tabB: Page;
  let hash: string;

  test('a retry run by +1 s in tab A shows in tab B, open all along, and is made once', async () => {
    context = await scene.browser.newContext({ viewport: DESKTOP });
    tabA = await openApp(context, scene.server.appUrl, '#/webhooks');
    tabB = await openApp(context, scene.server.appUrl, '#/webhooks');
    await tabB.getByTestId('deliveries-empty').waitFor();
    await shoot(tabB, 'webhooks-empty-desktop');
    const sameDocumentB = await markDocument(tabB);

    const shop = await setUpShop(tabA, `${RECEIVERS}/shop`, 2);
    await helper(tabA, 'PUT', '/receivers/shop', { answers: [{ status: 500 }, { status: 200 }] });
    await helper(tabA, 'POST', '/clock', { mode: 'simulated' });
    hash = await shop.completePayment();

    // On the frozen simulated "now" attempt 1 goes out at once and fails; the retry waits 1 s.
    await expect.poll(() => shownStates(tabA), { timeout: 5_000 }).toEqual(['FAILED', 'PENDING']);
    expect(await tabB.getByTestId('clock-mode').textContent()).toBe('simulated');
    // Tab B goes to the background: it must follow the change without being looked at.
    await tabA.bringToFront();
    await tabA.getByRole('button', { name: '+1 s', exact: true }).click();
    await expect.poll(() => shownStates(tabB), { timeout: 5_000 }).toEqual(['FAILED', 'SUCCEEDED']);

    const attempts = await helper<any[]>(tabB, 'GET', '/deliveries');
    expect(attempts.map((a) => [a.attempt, a.state, a.responseStatus, a.paymentHash])).toEqual([
      [1, 'FAILED', 500, hash],
      [2, 'SUCCEEDED', 200, hash],
    ]);
    expect(attempts[1].sentAt - attempts[0].finishedAt).toBe(1000);
    const receivers = await helper<any[]>(tabB, 'GET', '/receivers');
    expect(receivers.find((r) => r.name === 'shop').calls).toBe(2);
    expect(await tabB.getByTestId('attempt-error').first().textContent()).toBe('Expected HTTP 200, got 500');
    expect(await sameDocumentB()).toBe(true);
  });

  test("an attempt's request and response open as text, the signature header included", async () => {
    await tabB.bringToFront();
    await tabB.getByRole('button', { name: 'Attempt 2' }).click();
    const detail = tabB.getByTestId('attempt-detail');
    await detail.waitFor();
    const text = (await detail.textContent())!;
    expect(text).toContain('POST https://hooks.gateway.test/shop');
    expect(text).toMatch(/X-Service-Signature.*t=\d+,v1=[0-9a-f]{64}/);
    // The body exactly as sent and signed, not re-indented.
    expect(text).toContain(`"orderId":"${hash}"`);
    expect(await detail.getByTestId('body-mode').textContent()).toMatch(/^Exact bytes as sent and signed/);
    expect(text).toContain('HTTP 200');
    await shoot(tabB, 'webhooks-desktop');
  });

  test('filters narrow the list to one payment, and the quick entry scripts "500, 500, then 200"', async () => {
    await tabA.bringToFront();
    await tabA.getByLabel('Payment hash').fill('NO-SUCH-PAYMENT');
    await tabA.getByText('No attempts match these filters.').waitFor();
    await tabA.getByLabel('Payment hash').fill(hash);
    await expect.poll(() => shownStates(tabA)).toEqual(['FAILED', 'SUCCEEDED']);
    await tabA.getByRole('button', { name: 'Clear filters' }).click();

    await tabA.getByLabel('Receiver name').fill('flaky');
    await tabA.getByLabel('Quick entry').fill('500, 500, then 200');
    await tabA.getByRole('button', { name: 'Fill', exact: true }).click();
    expect(await tabA.getByTestId('answer-row').count()).toBe(3);
    await tabA.getByRole('button', { name: 'Save script' }).click();
    const card = tabB.getByTestId('receiver').filter({ hasText: 'flaky' });
    await expect.poll(() => card.locator('.answer-chip').allTextContents()).toEqual(['500', '500', '200 (repeats)']);
    const flaky = (await helper<any[]>(tabA, 'GET', '/receivers')).find((r) => r.name === 'flaky');
    expect(flaky).toEqual({ name: 'flaky', calls: 0, answers: [{ status: 500 }, { status: 500 }, { status: 200 }] });
  });

  test('at phone size the inspector stacks clock, deliveries and receivers', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto(`${scene.server.appUrl}#/webhooks`);
    await expect.poll(() => shownStates(phone)).toEqual(['FAILED', 'SUCCEEDED']);
    await phone.getByRole('button', { name: 'Attempt 1' }).click();
    await phone.getByTestId('attempt-detail').waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await shoot(phone, 'webhooks-phone');
    await context.close();
  });

  test('on real time with two tabs open the retry comes after about 1 s on its own, made once', async () => {
    const real = await scene.browser.newContext({ viewport: DESKTOP });
    const first = await openApp(real, scene.server.appUrl, '#/webhooks');
    const second = await openApp(real, scene.server.appUrl, '#/webhooks');
    const shop = await setUpShop(first, `${RECEIVERS}/shop`, 2);
    await helper(first, 'PUT', '/receivers/shop', { answers: [{ status: 500 }, { status: 200 }] });
    expect((await helper(first, 'GET', '/clock')).mode).toBe('real');
    await shop.completePayment();

    await expect.poll(() => shownStates(second), { timeout: 8_000 }).toEqual(['FAILED', 'SUCCEEDED']);
    await expect.poll(() => shownStates(first), { timeout: 5_000 }).toEqual(['FAILED', 'SUCCEEDED']);
    // Both tabs claimed the retry at its due time; a second claim would be listed beside the first.
    const attempts = await helper<any[]>(second, 'GET', '/deliveries');
    expect(attempts.map((a) => [a.attempt, a.state])).toEqual([
      [1, 'FAILED'],
      [2, 'SUCCEEDED'],
    ]);
    const wait = attempts[1].sentAt - attempts[0].finishedAt;
    expect(wait).toBeGreaterThanOrEqual(1000);
    expect(wait).toBeLessThan(2500);
    expect((await helper<any[]>(first, 'GET', '/receivers')).find((r) => r.name === 'shop').calls).toBe(2);

    // Real time cannot be advanced: the controls are disabled and say why, rather than answered with a 400.
    await first.bringToFront();
    expect(await first.getByRole('button', { name: '+1 s', exact: true }).isDisabled()).toBe(true);
    expect(await first.getByTestId('advance-reason').textContent()).toMatch(/simulated time only/);
    await real.close();
  });

  test('a call that a tab closed while it was out is taken over by the tab still open: failed as lost, and its retry sent', async () => {
    // Allows the page's calls (CORS); holds the first POST's answer for good, answers the next 200.
    const posts: string[] = [];
    const server = createServer((request, response) => {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Access-Control-Allow-Headers', '*');
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      request.resume().on('end', () => {
        posts.push(request.headers['x-service-signature'] as string);
        if (posts.length > 1) response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      const context = await scene.browser.newContext({ viewport: DESKTOP });
      // The first tab open leads: it sends what falls due.
      const leaving = await openApp(context, scene.server.appUrl, '#/webhooks');
      const staying = await openApp(context, scene.server.appUrl, '#/webhooks');
      const shop = await setUpShop(leaving, endpoint, 1);
      await shop.completePayment();
      await expect.poll(() => posts.length, { timeout: 8_000 }).toBe(1);
      const [out] = await helper<any[]>(staying, 'GET', '/deliveries');
      expect(out).toMatchObject({ attempt: 1, state: 'IN_FLIGHT', awaitedBy: expect.stringMatching(/^tab /) });

      await leaving.close();

      await expect.poll(() => shownStates(staying), { timeout: 10_000 }).toEqual(['FAILED', 'SUCCEEDED']);
      expect(posts).toHaveLength(2);
      await staying.getByRole('button', { name: 'Attempt 1' }).click();
      expect(await staying.getByTestId('attempt-error').textContent()).toBe(
        'The server or tab that sent it went away before its answer came',
      );
      await shoot(staying, 'webhooks-sender-gone');
      await staying.setViewportSize(PHONE);
      await shoot(staying, 'webhooks-sender-gone-phone');
      await context.close();
    } finally {
      await closeServer(server);
    }
  });

  test('a real endpoint without CORS headers is recorded FAILED with an error about CORS, shown as text', async () => {
    const calls: string[] = [];
    const server = createServer((request, response) => {
      calls.push(request.method ?? '');
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
      const context = await scene.browser.newContext({ viewport: DESKTOP });
      const page = await openApp(context, scene.server.appUrl, '#/webhooks');
      const shop = await setUpShop(page, endpoint, 0);
      const paid = await shop.completePayment();

      await expect.poll(() => shownStates(page), { timeout: 8_000 }).toEqual(['FAILED']);
      const [attempt] = await helper<any[]>(page, 'GET', `/deliveries?paymentHash=${paid}`);
      expect(attempt).toMatchObject({ state: 'FAILED', responseStatus: null, request: { url: endpoint } });
      expect(attempt.error).toContain('CORS');
      expect(await page.getByTestId('attempt-error').textContent()).toBe(attempt.error);
      // The browser asked first (the preflight) and, told nothing about CORS, never sent the POST.
      expect(calls).toEqual(['OPTIONS']);
      await context.close();
    } finally {
      await closeServer(server);
    }
  });
});

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
