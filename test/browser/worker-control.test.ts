/**
 * A page that its service worker does not control cannot reach the gateway: the app must notice,
 * reload once, and explain itself if that did not help, never show a broken app.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, DESKTOP, openApp, openScene, pageFetch, shoot, type Scene } from './app-scene';

let scene: Scene;

beforeAll(async () => {
  scene = await openScene();
});

afterAll(async () => {
  await scene?.close();
});

/** Counts the main frame's navigations from now on. */
function countNavigations(page: Page): () => number {
  let count = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) count += 1;
  });
  return () => count;
}

/**
 * Makes the page look uncontrolled, as a hard reload leaves it. Headless Chromium has no
 * Shift+Reload, and neither CDP's cache-ignoring reload nor its service-worker bypass leaves the
 * page uncontrolled (both tried), so the test hides the controller from the app's own check.
 * `times`: how many loads of this tab see no controller.
 */
async function hideController(page: Page, times: number): Promise<void> {
  await page.context().addInitScript((limit) => {
    if (location.protocol !== 'http:') return;
    const seen = Number(sessionStorage.getItem('test:uncontrolled-loads') ?? 0);
    if (seen >= limit) return;
    sessionStorage.setItem('test:uncontrolled-loads', String(seen + 1));
    Object.defineProperty(ServiceWorkerContainer.prototype, 'controller', { get: () => null, configurable: true });
  }, times);
}

/**
 * Two tabs of the app, the second to reload. The app's worker stays registered whatever tabs
 * close, so the hard reload always finds a registration that does not control it.
 */
async function twoTabs(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await scene.browser.newContext({ viewport: DESKTOP });
  await openApp(context, scene.server.appUrl);
  return { context, page: await openApp(context, scene.server.appUrl, '#/keys') };
}

describe('service worker control', () => {
  test('a normal reload keeps the gateway answering', async () => {
    const context = await scene.browser.newContext({ viewport: DESKTOP });
    const page = await openApp(context, scene.server.appUrl);
    await page.reload();
    await page.locator('.app-header').waitFor();
    expect((await pageFetch(page, 'POST', `${BASE}/_sandbox/partners`, { body: {} })).status).toBe(200);
    await context.close();
  });

  test('a hard reload is noticed and one more reload brings the working app back', async () => {
    const { context, page } = await twoTabs();
    await hideController(page, 1);
    const navigations = countNavigations(page);
    await page.reload();
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    expect(navigations()).toBe(2);
    expect((await pageFetch(page, 'POST', `${BASE}/_sandbox/partners`, { body: {} })).status).toBe(200);
    await context.close();
  });

  test('a page still uncontrolled after that one reload explains why instead of reloading again', async () => {
    const { context, page } = await twoTabs();
    await hideController(page, 1_000);
    const navigations = countNavigations(page);
    await page.reload();
    await page.getByRole('heading', { name: 'The page was loaded past its service worker' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('Reload the page normally');
    await shoot(page, 'worker-problem-desktop');
    // A reload set off with the explanation would have started by the second frame after it.
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
    expect(navigations()).toBe(2);
    await context.close();
  });
});
