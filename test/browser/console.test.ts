/**
 * The API console in Debian's Chromium: Monaco from the app's own origin, the catalogue and its
 * palette, schema diagnostics and hover, Ctrl+Enter, PNG and SVG banners, history across a reload, and snippets.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, DESKTOP, monacoHoverText, openApp, openScene, PHONE, shoot, STATUS, type Scene } from './app-scene';

let scene: Scene;
let context: BrowserContext;
let page: Page;
const foreignRequests: string[] = [];

beforeAll(async () => {
  scene = await openScene();
  context = await scene.browser.newContext({ viewport: DESKTOP });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Only the app's own origin and the gateway's virtual hosts (answered in the page) may be asked.
  const allowed = [new URL(scene.server.appUrl).origin, BASE, STATUS, 'https://api.gateway.test', 'https://status.gateway.test'];
  context.on('request', (request: Request) => {
    const url = request.url();
    if (!url.startsWith('blob:') && !url.startsWith('data:') && !allowed.includes(new URL(url).origin)) foreignRequests.push(url);
  });
  page = await openApp(context, scene.server.appUrl, '#/console');
});

afterAll(async () => {
  await scene?.close();
});

const bodyEditor = () => page.locator('.request-panel .monaco-editor');
const status = () => page.getByTestId('response-status').textContent();
const urlField = () => page.getByRole('textbox', { name: 'URL', exact: true });

/** Replaces the body in Monaco as typed text (inserted, so no auto-closing brackets interfere). */
async function typeBody(text: string): Promise<void> {
  await bodyEditor().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

describe('the API console', () => {
  test('a first visit gets a sandbox partner, and Monaco loads from the app’s own origin only', async () => {
    await expect.poll(() => page.getByLabel('X-API-KEY').inputValue(), { timeout: 10_000 }).toMatch(/^sk_test_/);
    await page.getByRole('button', { name: '1. Create a product' }).click();
    await bodyEditor().waitFor();
    expect(await urlField().inputValue()).toBe(`${BASE}/api/product/pay`);
    await shoot(page, 'console-picked-desktop');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(status).toBe('200 OK');
    expect(foreignRequests).toEqual([]);
  });

  test('completion in the body offers the fields of the operation’s input schema', async () => {
    await page.getByRole('button', { name: '1. Create a product' }).click();
    await bodyEditor().click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    // Typed, so Monaco closes the brace and Enter opens the line inside it.
    await page.keyboard.type('{');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+Space');
    const offered = () => page.locator('.request-panel .suggest-widget .monaco-list-row').allTextContents();
    await expect.poll(offered).toEqual(expect.arrayContaining(['name', 'fullName', 'productType', 'timezone']));
    // Each entry draws inside its row (an app rule on a class name Monaco also uses once pushed
    // every label below its row, so the list looked empty).
    const labelsOutsideTheirRows = await page.locator('.request-panel .suggest-widget .monaco-list-row').evaluateAll(
      (rows) =>
        rows.filter((row) => {
          const box = row.getBoundingClientRect();
          const label = row.querySelector('.label-name')?.getBoundingClientRect();
          return !label || label.height === 0 || label.top < box.top || label.bottom > box.bottom;
        }).length,
    );
    expect(labelsOutsideTheirRows).toBe(0);
    await shoot(page, 'console-completion-desktop');
    await page.keyboard.press('Escape');
  });

  test('Ctrl+K opens the palette from inside the body editor too', async () => {
    await bodyEditor().click();
    await page.keyboard.press('ControlOrMeta+K');
    await expect.poll(() => page.getByRole('combobox', { name: 'Operation' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('combobox', { name: 'Operation' }).isVisible()).toBe(false);
  });

  test('the palette picks an operation, a missing externalId is underlined, and Ctrl+Enter sends', async () => {
    await page.keyboard.press('ControlOrMeta+K');
    await page.getByRole('combobox', { name: 'Operation' }).fill('create a payment');
    await shoot(page, 'console-palette-desktop');
    await page.keyboard.press('Enter');
    await expect.poll(() => urlField().inputValue()).toMatch(/\/api\/pay\/product\/[0-9a-f-]{36}\/subproduct\/pricing$/);
    await typeBody('{"price": 12.99, "details": {"returnUrl": "https://shop.example/thanks"}}');
    await bodyEditor().locator('.squiggly-warning, .squiggly-error').first().waitFor();
    // Hover documentation comes from the same schema's descriptions.
    const price = bodyEditor().locator('.view-line span', { hasText: '"price"' }).first();
    expect(await monacoHoverText(page, price)).toContain('Amount in grosze');
    await shoot(page, 'console-diagnostic-desktop');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(status).toBe('500 Internal Server Error');
    expect(await page.getByRole('region', { name: 'Why this answer' }).textContent()).toContain(
      'externalId is missing: the interface requires it',
    );

    await typeBody('{"price": 12.99, "externalId": "order-7", "details": {"returnUrl": "https://shop.example/thanks"}}');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(status).toBe('200 OK');
    expect(await page.getByRole('list', { name: 'Worth knowing' }).textContent()).toContain('price 12.99 is taken as 12');
    const checkout = page.getByRole('link', { name: 'Open checkout in a new tab' });
    expect(await checkout.getAttribute('href')).toContain(`${scene.server.appUrl}#/checkout/`);
    await shoot(page, 'console-answer-desktop');
  });

  test('a PNG banner shows as an image with a download and the link its code holds', async () => {
    await page.getByRole('searchbox', { name: 'Search operations' }).fill('banner');
    await page.getByRole('button', { name: /POST \/api\/pay\/product\/\{productId\}\/subproduct$/ }).click();
    await typeBody('{"externalId": "ticket-1", "imageFormat": "png", "price": 4500}');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('img', { name: 'QR banner (PNG)' }).waitFor();
    expect(await page.getByRole('link', { name: 'Download PNG' }).getAttribute('download')).toBe('banner.png');
    const opens = page.locator('.banner').getByRole('link', { name: 'Open checkout in a new tab' });
    expect(await opens.getAttribute('href')).toContain(`${scene.server.appUrl}#/checkout/`);
    await shoot(page, 'console-banner-desktop');

    await typeBody('{"externalId": "ticket-2", "imageFormat": "svg", "price": 4500}');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('img', { name: 'QR banner (SVG)' }).waitFor();
    await page.locator('.banner').getByRole('link', { name: 'Open checkout in a new tab' }).waitFor();
  });

  test('history survives a reload and replays into the editor; a curl snippet is copied', async () => {
    await page.reload();
    await page.locator('.app-header').waitFor();
    const replays = page.getByRole('button', { name: /^Replay / });
    await expect.poll(() => replays.count()).toBe(5);
    await page.getByRole('searchbox', { name: 'Search history' }).fill('product/pay');
    await expect.poll(() => replays.count()).toBe(1);
    await replays.first().click();
    expect(await urlField().inputValue()).toBe(`${BASE}/api/product/pay`);

    await page.getByText('Copy as code').click();
    await page.getByRole('button', { name: 'Copy as curl' }).click();
    await page.getByText('curl copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(
      /^BASE_URL="\$\{BASE_URL:-https:\/\/api\.sandbox\.gateway\.test\}"\nAPI_KEY="\$\{API_KEY:-sk_test_\w+\}"\ncurl -sS -X POST "\$BASE_URL"'\/api\/product\/pay'/,
    );
    await page
      .getByRole('button', { name: 'Clear history' })
      .click({ noWaitAfter: true })
      .catch(() => undefined);
  });

  test('Monaco loads on demand: the page preloads none of it, and a screen without an editor never asks for it', async () => {
    // The app's service worker does fetch it in the background, to have it for offline use; the
    // page itself, and so what a screen waits for, never does.
    const html = readFileSync(resolve('dist/index.html'), 'utf8');
    expect(html).not.toMatch(/monaco|worker/i);
    const other = await scene.browser.newContext({ viewport: DESKTOP });
    const asked: string[] = [];
    other.on('request', (request: Request) => {
      if (!request.serviceWorker()) asked.push(request.url());
    });
    const keys = await openApp(other, scene.server.appUrl, '#/keys');
    await keys.getByRole('heading', { name: 'Keys' }).waitFor();
    expect(asked.filter((url) => /monaco|worker\b|jsonMode|codicon/i.test(url) && !/mockServiceWorker|app-worker/.test(url))).toEqual([]);
    await other.close();
  });

  test('the URL field shows the whole of a long URL, and follows the window’s width', async () => {
    const long = `${BASE}/api/pay/product/01a21095-d544-762a-9200-72acd3e7183f/subproduct/pricing`;
    const lines = () => urlField().evaluate((field) => Math.round(field.clientHeight / parseFloat(getComputedStyle(field).lineHeight)));
    const hidden = () => urlField().evaluate((field) => field.scrollHeight > field.clientHeight);
    try {
      // Narrow window: the field spans the card's width below the method.
      await page.setViewportSize({ width: 600, height: DESKTOP.height });
      await urlField().fill(long);
      const spanning = await lines();
      expect([spanning > 1, await hidden()]).toEqual([true, false]);

      // Wide window: the field shares its row with the method, so the URL takes more lines.
      await page.setViewportSize(DESKTOP);
      await expect.poll(hidden).toBe(false);
      expect(await lines()).toBeGreaterThan(spanning);

      await page.setViewportSize({ width: 600, height: DESKTOP.height });
      await expect.poll(lines).toBe(spanning);
    } finally {
      await page.setViewportSize(DESKTOP);
    }
    expect(await urlField().inputValue()).toBe(long);
  });

  test('the console at phone width', async () => {
    const phone = await scene.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const small = await openApp(phone, scene.server.appUrl, '#/console');
    // A first visit on a phone too: its own sandbox partner, whose key the example is sent with.
    await expect.poll(() => small.getByLabel('X-API-KEY').inputValue(), { timeout: 10_000 }).toMatch(/^sk_test_/);
    await small.getByRole('button', { name: '1. Create a product' }).click();
    await small.locator('.request-panel .monaco-editor').waitFor();
    await small.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => small.getByTestId('response-status').textContent()).toBe('200 OK');
    await shoot(small, 'console-phone');
    await phone.close();
  });
});
