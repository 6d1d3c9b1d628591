/**
 * A long advance on the Webhooks screen: while it runs the screen shows the attempts run and the
 * simulated time reached, and Stop ends it at an instant boundary.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, DESKTOP, hashOf, newPayment, openApp, openScene, pageFetch, PHONE, SHOTS_DIR, type Scene } from './app-scene';

const WEBHOOKS = 150;
const DAY_HOURS = 24;
/** How long the merchant's own endpoint takes to answer each call. */
const SLOW_ANSWER_MS = 400;

let scene: Scene;
let slowEndpoint: { url: string; server: Server };

beforeAll(async () => {
  scene = await openScene();
  slowEndpoint = await startSlowEndpoint();
});

afterAll(async () => {
  await scene?.close();
  slowEndpoint?.server.closeAllConnections();
  slowEndpoint?.server.close();
});

/**
 * A merchant's endpoint that a page may call (CORS allowed) and that answers 500 after
 * SLOW_ANSWER_MS. Calls to scripted receivers alone run a month in a fraction of a second; one
 * webhook to this endpoint makes every instant last that long, so the advance can be watched.
 */
async function startSlowEndpoint(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': 'POST' };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    request.resume();
    setTimeout(() => response.writeHead(500, cors).end('failing slowly on purpose'), SLOW_ANSWER_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, server };
}

async function call<T = any>(page: Page, method: string, path: string, body?: unknown, key?: string): Promise<T> {
  const answer = await pageFetch<T>(page, method, `${BASE}${path}`, { body, key });
  if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/**
 * WEBHOOKS webhooks to a scripted receiver and one to the slow endpoint, all failing for ever
 * (retries 7) on one product, and one completed payment.
 */
async function failingMonth(page: Page): Promise<void> {
  await call(page, 'PUT', '/_sandbox/receivers/month', { answers: [{ status: 500 }] });
  await call(page, 'POST', '/_sandbox/clock', { mode: 'simulated', now: Date.UTC(2026, 0, 1) });
  const key = (await call(page, 'POST', '/_sandbox/partners', { name: 'Month shop' })).keys.sandbox as string;
  const productId = (await call(page, 'POST', '/api/product/pay', { name: 'Month shop' }, key)).id as string;
  await page.evaluate(
    async ({ base, key, productId, count }) => {
      for (let i = 0; i < count; i++) {
        await fetch(`${base}/api/pay/plugin/webhook`, {
          method: 'POST',
          headers: { 'X-API-KEY': key, 'Content-Type': 'application/json' },
          body: JSON.stringify({ endpoint: 'https://hooks.gateway.test/month', expectedCode: 200, retries: 7, productIds: [productId] }),
        });
      }
    },
    { base: BASE, key, productId, count: WEBHOOKS },
  );
  await call(
    page,
    'POST',
    '/api/pay/plugin/webhook',
    { endpoint: slowEndpoint.url, expectedCode: 200, retries: 7, productIds: [productId] },
    key,
  );
  const hash = hashOf(await newPayment(page, key, productId, { price: 100, externalId: 'month' }));
  await call(page, 'POST', `/_sandbox/payments/${hash}/status`, { status: 'COMPLETED' });
}

describe('advancing a month on the Webhooks screen', () => {
  test('shows attempts run and simulated time reached while it runs, and Stop ends it at an instant', async () => {
    const context = await scene.browser.newContext({ viewport: DESKTOP });
    const page = await openApp(context, scene.server.appUrl, '#/webhooks');
    await failingMonth(page);

    await page.getByRole('spinbutton', { name: 'Custom amount' }).fill(String(30 * DAY_HOURS));
    await page.getByRole('combobox', { name: 'Unit' }).selectOption('h');
    await page.getByRole('button', { name: 'Advance', exact: true }).click();

    const progress = page.getByTestId('advance-progress');
    await expect
      .poll(() => progress.textContent(), { timeout: 30_000 })
      .toMatch(/[1-9][\d,]* attempts run · simulated time reached 2026-01-01 \d\d:\d\d:\d\d UTC/);
    const panel = page.locator('.clock-panel');
    await panel.screenshot({ path: `${SHOTS_DIR}/advance-progress-desktop.png` });
    await page.setViewportSize(PHONE);
    await panel.screenshot({ path: `${SHOTS_DIR}/advance-progress-phone.png` });
    await page.setViewportSize(DESKTOP);

    await progress.getByRole('button', { name: 'Stop' }).click();
    await page.getByText(/Stopped at 2026-01-01 .* UTC: everything due until then has run\./).waitFor({ timeout: 30_000 });
    await expect.poll(() => progress.count()).toBe(0);

    const clock = await call(page, 'GET', '/_sandbox/clock');
    expect(clock.advance).toBeUndefined();
    expect(clock.now).toBeLessThan(Date.UTC(2026, 0, 31));
    const attempts = await call<any[]>(page, 'GET', '/_sandbox/deliveries');
    expect(attempts.filter((attempt) => attempt.state === 'IN_FLIGHT')).toEqual([]);
    expect(attempts.filter((attempt) => attempt.state === 'PENDING' && attempt.scheduledAt <= clock.now)).toEqual([]);
    expect(attempts.filter((attempt) => attempt.state === 'PENDING')).toHaveLength(WEBHOOKS + 1);
    await context.close();
  });
});
