/**
 * `npm run serve -- --ui`: the whole playground served by the Node server, talking to it, so what
 * a team's back ends create over HTTP shows on its screens, and what the screens do lands there.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { json, merchantWithPayment, serve, statusPath, tempDir } from '../node/support';
import { DESKTOP, launchChromium, PHONE, shoot } from './app-scene';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** A context closed when the test ends. */
async function newContext(viewport = DESKTOP): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  onTestFinished(() => context.close());
  return context;
}

describe('the playground served by the Node server', () => {
  test('the Keys page shows partners created over HTTP, including ones created while it is open', async () => {
    const server = await serve({ ui: true });
    await json('POST', `${server.baseUrl}/_sandbox/partners`, { body: { name: 'Team shop' } });
    const page = await (await newContext()).newPage();
    await page.goto(`${server.baseUrl}/`);
    expect(page.url()).toBe(`${server.baseUrl}/app/`);
    await page.goto(`${server.baseUrl}/app/#/keys`);
    const card = page.locator('.partner', { hasText: 'Team shop' });
    await card.waitFor();
    expect(await card.locator('.key-text').first().textContent()).toMatch(/^sk_test_/);
    // No in-page gateway: no service worker, and the screen reads the server.
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();

    await json('POST', `${server.baseUrl}/_sandbox/partners`, { body: { name: 'Colleague shop' } });
    await expect.poll(() => page.locator('.partner', { hasText: 'Colleague shop' }).count(), { timeout: 10_000 }).toBe(1);
    await shoot(page, 'node-ui-keys-desktop');

    await page.getByLabel('Partner name').fill('Made in the UI');
    await page.getByRole('button', { name: 'Create partner' }).click();
    await page.locator('.partner', { hasText: 'Made in the UI' }).waitFor();
    const partners = await json('GET', `${server.baseUrl}/_sandbox/partners`);
    expect(partners.body.map((partner: { name: string }) => partner.name)).toContain('Made in the UI');
  });

  test('the Webhooks page shows a delivery the server made after a payment moved over HTTP', async () => {
    const server = await serve({ ui: true });
    const { key, productId, hash } = await merchantWithPayment(server);
    // Node mode calls every endpoint for real: a loopback receiver that answers 200.
    const receiver = createServer((_request, response) => void response.writeHead(200).end('ok'));
    await new Promise<void>((listening) => receiver.listen(0, '127.0.0.1', listening));
    onTestFinished(() => new Promise<void>((closed) => receiver.close(() => closed())));
    const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/team`;
    const webhook = await json('POST', `${server.baseUrl}/api/pay/plugin/webhook`, {
      key,
      body: { name: 'team', endpoint, method: 'POST', expectedCode: 200, retries: 0 },
    });
    await json('POST', `${server.baseUrl}/api/pay/plugin/webhook/${webhook.body.id}/products/${productId}`, { key });
    await json('POST', `${server.baseUrl}/_sandbox/payments/${hash}/status`, { body: { status: 'COMPLETED' } });

    const page = await (await newContext(PHONE)).newPage();
    await page.goto(`${server.baseUrl}/app/#/webhooks`);
    await expect.poll(() => page.getByTestId('attempt-state').allTextContents(), { timeout: 10_000 }).toEqual(['SUCCEEDED']);
    await shoot(page, 'node-ui-webhooks-phone');

    // The served page may read the status host (another port); a merchant's page may not.
    const url = server.statusUrl + statusPath(productId, hash);
    const read = (from: string) =>
      page.evaluate(async (target) => {
        try {
          return (await (await fetch(target, { headers: { 'X-API-KEY': 'sk_test_x' } })).json()).status as string;
        } catch {
          return 'refused';
        }
      }, from);
    expect(await read(url)).toBe('COMPLETED');
    const other = await (await newContext()).newPage();
    await other.goto(`${server.liveBaseUrl}/_sandbox/clock`);
    expect(
      await other.evaluate(
        async (target) =>
          fetch(target).then(
            () => 'read',
            () => 'refused',
          ),
        url,
      ),
    ).toBe('refused');
  });

  test('the Console sends to this server’s production host when switched to Production', async () => {
    const server = await serve({ ui: true });
    await json('POST', `${server.baseUrl}/_sandbox/partners`, { body: { name: 'Console shop' } });
    const page = await (await newContext()).newPage();
    await page.goto(`${server.baseUrl}/app/`);
    await page.getByRole('radio', { name: /Production/ }).check();
    await page.getByRole('button', { name: /POST \/api\/product\/pay$/ }).click();
    await expect.poll(() => page.getByLabel('X-API-KEY').inputValue()).toMatch(/^sk_live_/);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByTestId('response-status').textContent()).toBe('200 OK');
    await shoot(page, 'node-ui-console-desktop');
    const stored = await json('GET', `${server.baseUrl}/_sandbox/export`);
    expect(stored.body.collections.products.map((product: { env: string }) => product.env)).toEqual(['production']);
  });

  test('every tab hears of a write the server makes over its change stream, and the console names the server as what answers', async () => {
    const server = await serve({ ui: true });
    const context = await newContext();
    const [first, second] = [await context.newPage(), await context.newPage()];
    const reads: string[] = [];
    first.on('request', (request) => reads.push(new URL(request.url()).pathname));
    for (const page of [first, second]) {
      await page.goto(`${server.baseUrl}/app/#/keys`);
      await page.getByRole('heading', { name: 'Keys' }).waitFor();
    }
    expect(reads).toContain('/_sandbox/changes');
    await json('POST', `${server.baseUrl}/_sandbox/partners`, { body: { name: 'Colleague shop' } });

    for (const page of [first, second]) await page.locator('.partner', { hasText: 'Colleague shop' }).waitFor({ timeout: 5_000 });
    // The console's intro names what answers: this server, not a gateway in the page.
    await second.goto(`${server.baseUrl}/app/#/console`);
    await expect.poll(() => second.locator('.page-intro p').first().textContent()).toContain(`Node gateway server at ${server.baseUrl}`);
  });

  test('a banner says the server went away while it is away, and the screens recover by themselves when it is back', async () => {
    const dbFile = join(await tempDir(), 'sandbox.db');
    const port = 5741;
    const server = await serve({ ui: true, dbFile, port });
    await json('POST', `${server.baseUrl}/_sandbox/partners`, { body: { name: 'Before' } });
    const page = await (await newContext()).newPage();
    const refused: string[] = [];
    page.on('requestfailed', (request) => refused.push(request.url()));
    await page.goto(`${server.baseUrl}/app/#/keys`);
    await page.locator('.partner', { hasText: 'Before' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    await server.close();

    const banner = page.getByRole('alert');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(`The gateway server at ${server.baseUrl} cannot be reached`);
    const again = await serve({ ui: true, dbFile, port });
    await json('POST', `${again.baseUrl}/_sandbox/partners`, { body: { name: 'While away' } });

    await page.locator('.partner', { hasText: 'While away' }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('alert').count()).toBe(0);
    // Backing off: a handful of attempts while it was away, not one every second or two per screen.
    expect(refused.length).toBeLessThan(8);
  });
});
