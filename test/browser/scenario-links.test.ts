/**
 * A console history linked as a scenario and opened in the full app: in the scenario's own
 * workspace every step answers the status it answered when the person sent it (issue 25, item 7).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, DESKTOP, openApp, openScene, pageFetch, shoot, STATUS, type Scene } from './app-scene';

let scene: Scene;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  scene = await openScene();
  context = await scene.browser.newContext({ viewport: DESKTOP });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await openApp(context, scene.server.appUrl, '#/console');
});

afterAll(async () => {
  await scene?.close();
});

const history = () => page.locator('.history-list > li');

/** Sends one request from the console's form, as typed, and waits for the history to keep it. */
async function send(method: string, url: string, { body, key }: { body?: string; key?: string } = {}): Promise<void> {
  const before = await history().count();
  await page.locator('.request-panel .field--method select').selectOption(method);
  await page.getByRole('textbox', { name: 'URL', exact: true }).fill(url);
  if (key !== undefined) await page.getByLabel('X-API-KEY').fill(key);
  if (body !== undefined) {
    await page.locator('.request-panel .monaco-editor').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(body);
  }
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => history().count(), { timeout: 15_000 }).toBe(before + 1);
}

/** The one stored record of `collection` that `q` names exactly (read through the page's gateway). */
async function stored(collection: string, q: string): Promise<any> {
  return (await pageFetch(page, 'GET', `${BASE}/_sandbox/records/${collection}?q=${encodeURIComponent(q)}`)).body.items[0];
}

describe('a scenario link made from the console history', () => {
  test('replays every step with the status it had: ids and hashes followed, a wrong key refused, a lost request skipped', async () => {
    await expect.poll(() => page.getByLabel('X-API-KEY').inputValue(), { timeout: 10_000 }).toMatch(/^sk_test_/);
    const key = await page.getByLabel('X-API-KEY').inputValue();
    await send('POST', `${BASE}/api/product/pay`, { body: '{"productType": "PAY", "name": "Mugs", "shortName": "mugs-link"}' });
    const product = await stored('products', 'mugs-link');
    await send('POST', `${BASE}/api/pay/product/${product.id}/subproduct/pricing`, {
      body: '{"price": 1299, "externalId": "order-1", "details": {}}',
    });
    const { hash } = await stored('payments', 'order-1');
    await send('GET', `${STATUS}/api/payment/product/${product.id}/subproduct/${hash}/status`);
    // Nothing listens there: the request gets no answer at all.
    await send('GET', 'http://127.0.0.1:5799/nothing-here');
    await send('GET', `${BASE}/api/pay/plugin/webhook`, { key: 'sk_test_not-anyones-key' });
    await send('PATCH', `${BASE}/api/pay/product/${product.id}/subproduct/order-1`, { key, body: '{"price": 1500}' });
    const had = (await history().locator('.status').allTextContents()).reverse();
    expect(had).toEqual(['200', '200', '200', 'no answer', '401', '200']);

    await page.getByRole('button', { name: 'Link shown as a scenario' }).click();
    const link = await page.getByRole('textbox', { name: 'The scenario link' }).inputValue();
    expect(link).not.toContain(product.id);

    const opened = await context.newPage();
    await opened.goto(link);
    const steps = opened.getByRole('list', { name: 'Steps' }).locator('li');
    await expect.poll(() => steps.count(), { timeout: 20_000 }).toBe(6);
    await expect.poll(() => steps.last().textContent(), { timeout: 20_000 }).toContain('→');
    const replayed = (await steps.allTextContents()).map(
      (text) => /→ (\d+)/.exec(text)?.[1] ?? (text.includes('skipped') ? 'no answer' : text),
    );
    expect(replayed).toEqual(had);
    await shoot(opened, 'scenario-from-history-desktop');
  });
});
