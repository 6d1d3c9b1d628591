/**
 * A stable page: nothing that arrives late (the catalogue, the Integration-order card, Monaco,
 * the history, the clock) moves what is already on screen, on a first visit (no service worker
 * yet, every chunk fetched) and on a reload, and a long history does not stretch the page.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, PHONE, openScene, waitForApp, type Scene } from './app-scene';
import { layoutShiftOf, measureLayoutShift, waitUntilSettled } from './layout-shift';

let scene: Scene;

beforeAll(async () => {
  scene = await openScene();
});

afterAll(async () => {
  await scene?.close();
});

/** "Good" is 0.1 in Web Vitals; the console promises half of that. */
const CLS_LIMIT = 0.05;

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('layout shift at %s size', (_, viewport) => {
  test.each(['console', 'webhooks'] as const)('the %s screen stays put through a first visit and a reload', async (screen) => {
    const context = await scene.browser.newContext({ viewport });
    await measureLayoutShift(context);
    const page = await context.newPage();
    await page.goto(`${scene.server.appUrl}#/${screen}`);
    await waitForApp(page);
    await waitUntilSettled(page, screen);
    const firstVisit = await layoutShiftOf(page);
    await page.reload();
    await waitForApp(page);
    await waitUntilSettled(page, screen);
    const reload = await layoutShiftOf(page);
    await context.close();
    expect(firstVisit, 'on a first visit').toBeLessThanOrEqual(CLS_LIMIT);
    expect(reload, 'on a reload').toBeLessThanOrEqual(CLS_LIMIT);
  });
});

test('a history of 27 requests ends where the page’s content ends', async () => {
  const context = await scene.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(`${scene.server.appUrl}#/console`);
  await waitForApp(page);
  // Kept as the console keeps them, in its own database, before the screen reads them.
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('gateway-playground-console', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('entries', { keyPath: 'id', autoIncrement: true });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const entries = db.transaction('entries', 'readwrite').objectStore('entries');
    for (let i = 0; i < 27; i++) {
      entries.add({
        sentAt: Date.now() - i * 60_000,
        env: 'sandbox',
        request: { method: 'GET', url: `https://api.sandbox.gateway.test/api/product/pay/${i}`, apiKey: '', headers: [], body: '' },
        status: 404,
      });
    }
    await new Promise((resolve) => (entries.transaction.oncomplete = resolve));
    db.close();
  });
  await page.reload();
  await waitForApp(page);
  await page.locator('.history-item').nth(26).waitFor({ state: 'attached' });
  const { scrollHeight, contentBottom } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    contentBottom: document.querySelector('main')!.getBoundingClientRect().bottom + window.scrollY,
  }));
  await context.close();
  expect(scrollHeight).toBeLessThanOrEqual(Math.ceil(contentBottom));
});
