/**
 * The console's first hour in Debian's Chromium: the palette hands focus to the request and
 * Ctrl/Cmd+Enter sends from anywhere, the status request goes out with no key (read from the real
 * request), the answer gets an API client's room at 1,280 and 1,440 px with no UUID broken, the
 * catalogue's paths break only at slashes, axe finds nothing on the screen, and a phone's taps log
 * no error.
 */
import axe from 'axe-core';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, DESKTOP, openApp, openScene, pageFetch, PHONE, shoot, STATUS, type Scene } from './app-scene';

let scene: Scene;
let context: BrowserContext;
let page: Page;
/** Every request the page sent to the status host. */
const statusRequests: Request[] = [];

const keyField = () => page.getByRole('textbox', { name: 'X-API-KEY' });
const status = () => page.getByTestId('response-status').textContent();

beforeAll(async () => {
  scene = await openScene();
  context = await scene.browser.newContext({ viewport: DESKTOP });
  context.on('request', (request) => {
    if (request.url().startsWith(STATUS)) statusRequests.push(request);
  });
  page = await openApp(context, scene.server.appUrl, '#/console');
  // A product and a payment, made as a merchant's back end would, then read by the console.
  // The console's first visit makes a sandbox partner and offers its key.
  await page.waitForFunction(() =>
    /^sk_test_/.test(document.querySelector<HTMLInputElement>('.request-panel input[spellcheck="false"]')?.value ?? ''),
  );
  const key = await keyField().inputValue();
  const product = await pageFetch(page, 'POST', `${BASE}/api/product/pay`, { key, body: { productType: 'PAY', name: 'Mugs' } });
  const payment = await pageFetch(page, 'POST', `${BASE}/api/pay/product/${product.body.id}/subproduct/pricing`, {
    key,
    body: { price: 1299, externalId: 'order-1' },
  });
  if (product.status !== 200 || payment.status !== 200) throw new Error(`set-up answered ${product.status}, ${payment.status}`);
  await page.reload();
  await page.getByRole('button', { name: /^POST \/api\/product\/pay$/ }).waitFor();
});

afterAll(async () => {
  await scene?.close();
});

describe('the console in Chromium', () => {
  test('a palette pick puts focus in the request, Ctrl+Enter sends, and the status request carries no key', async () => {
    await page.keyboard.press('ControlOrMeta+K');
    await page.getByRole('combobox', { name: 'Operation' }).fill('status');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('form.request-panel') !== null)).toBe(true);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'URL', exact: true }).inputValue())
      .toMatch(/^https:\/\/status\.sandbox\.gateway\.test\/api\/payment\/product\/[0-9a-f-]{36}\/subproduct\/\w{10}\/status$/);

    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(status).toBe('200 OK');
    expect(statusRequests).toHaveLength(1);
    expect(await statusRequests[0]!.allHeaders()).not.toHaveProperty('x-api-key');
    expect(await page.getByText(/^No key goes to the status host/).textContent()).toContain('sensitive data must not be sent to it');
  });

  test('Ctrl+Enter sends from the answer’s editor and the history too', async () => {
    // Busy (and so deaf to the key) until the previous send is kept in the history.
    const ready = () => page.getByRole('button', { name: 'Send', exact: true }).isEnabled();
    await expect.poll(ready).toBe(true);
    await page.locator('.answer .monaco-editor').click();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(() => statusRequests.length).toBe(2);
    await expect.poll(ready).toBe(true);
    await page.getByRole('searchbox', { name: 'Search history' }).focus();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(() => statusRequests.length).toBe(3);
  });

  for (const width of [1280, 1440]) {
    test(`at ${width} px the answer gets the larger column, no UUID breaks, and paths break only at slashes`, async () => {
      await page.setViewportSize({ width, height: 900 });
      // The stored products, each with its UUIDs (id, partnerId, fee ids).
      await page.getByRole('combobox', { name: 'Method' }).selectOption('GET');
      await page.getByRole('textbox', { name: 'URL', exact: true }).fill(`${BASE}/_sandbox/records/products`);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect.poll(status).toBe('200 OK');
      const answerLines = page.locator('.answer .monaco-editor .view-line');
      await expect.poll(() => answerLines.count()).toBeGreaterThan(10);

      const widths = await page.evaluate(() =>
        ['.request-panel', '.answer'].map((selector) => document.querySelector(selector)!.getBoundingClientRect().width),
      );
      expect(widths[1]).toBeGreaterThan(widths[0]! * 1.2);
      // Each rendered line holds whole UUIDs: none ends or starts inside one.
      const lines = await answerLines.allTextContents();
      const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
      expect(lines.filter((line) => /[0-9a-f]{4}-[0-9a-f]{4}/.test(line.replace(uuid, '')))).toEqual([]);
      expect(lines.some((line) => uuid.test(line))).toBe(true);
      // Every path segment (up to and with its slash) sits on one line.
      const brokenSegments = await page
        .locator('.catalogue .operation-path .path-segment')
        .evaluateAll((segments) =>
          segments
            .filter((segment) => new Set([...segment.getClientRects()].map((rect) => Math.round(rect.top))).size > 1)
            .map((segment) => segment.textContent),
        );
      expect(brokenSegments).toEqual([]);
      await shoot(page, `console-answer-${width}`);
    });
  }

  test('axe finds no violation on the console screen, history items included', async () => {
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => page.getByRole('button', { name: /^Replay / }).count()).toBeGreaterThan(2);
    await page.addScriptTag({ content: axe.source });
    const violations = await page.evaluate(async () => {
      const results = await (window as unknown as { axe: typeof axe }).axe.run(document.querySelector('.app-main')!);
      return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    });
    expect(violations).toEqual([]);
  });

  test('at phone width, taps in the editors log no error', async () => {
    const phone = await scene.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const small = await openApp(phone, scene.server.appUrl, '#/console');
    const errors: string[] = [];
    small.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    small.on('pageerror', (error) => errors.push(error.message));
    await small.getByRole('button', { name: '1. Create a product' }).tap();
    const body = small.locator('.request-panel .monaco-editor');
    await body.waitFor();
    for (const word of ['"productType"', '"name"', '"timezone"']) {
      await body.locator('.view-line span', { hasText: word }).first().tap();
      await small.getByRole('heading', { name: 'Console' }).tap();
    }
    await small.getByRole('button', { name: 'Send', exact: true }).tap();
    await expect.poll(() => small.getByTestId('response-status').textContent()).toMatch(/^200/);
    await small.locator('.answer .monaco-editor .view-line span', { hasText: '"id"' }).first().tap();
    await body.locator('.view-line span', { hasText: '"name"' }).first().tap();
    await shoot(small, 'console-phone-answer');
    expect(errors).toEqual([]);
    await phone.close();
  });
});
