/**
 * How Monaco arrives on a first visit: once the console's body editor is on screen, the page asks
 * for every one of Monaco's modules and style sheets at once, each once, rather than for each
 * stage's only when the stage before it has run (ten rounds, one after another, issue 41). What
 * the page loads is read from its own resource timing: the app's worker also fetches every file
 * of the build, to keep it for offline use, and the server sees those requests too.
 */
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serveStatic, type StaticServer } from '../support/static-server';
import { DESKTOP, launchChromium, waitForApp } from './app-scene';
import type { Browser, Page } from 'playwright-core';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const FIRST_STAGE = /^assets\/monaco-textModel-[\w-]+\.js$/;
const LAST_STAGE = /\/assets\/monaco-jsonMode-[\w-]+\.js$/;

/** Every file the page has loaded so far, in the order they finished. */
function loadedByPage(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { loaded: string[] }).loaded);
}

test('with the first stage’s module still on its way, the last stage’s is already asked for, and every file only once', async () => {
  let releaseFirstStage = () => {};
  const firstStageHeld = new Promise<void>((release) => {
    releaseFirstStage = release;
  });
  const server: StaticServer = await serveStatic(resolve('dist'), '/sub/app/', {
    hold: (file) => (FIRST_STAGE.test(file) ? firstStageHeld : undefined),
  });
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const loaded: string[] = [];
      Object.assign(window, { loaded });
      new PerformanceObserver((list) => loaded.push(...list.getEntries().map((entry) => entry.name))).observe({
        type: 'resource',
        buffered: true,
      });
    });
    await page.goto(`${server.appUrl}#/console`);
    await waitForApp(page);
    await page.locator('.request-panel textarea.json-editor--plain').waitFor();
    await expect.poll(async () => (await loadedByPage(page)).some((url) => LAST_STAGE.test(url)), { timeout: 20_000 }).toBe(true);

    releaseFirstStage();
    await page.locator('.request-panel .monaco-editor').waitFor();
    const loaded = await loadedByPage(page);
    expect(loaded.filter((url) => url.includes('/assets/monaco-')).length).toBeGreaterThan(20);
    // Monaco's style sheets among them, most named for their module (view-*.css), not monaco-*.
    // Workers' scripts are left out: each worker that starts loads its own, outside the page's
    // module map.
    const assets = loaded.filter((url) => url.includes('/assets/') && !url.includes('.worker-'));
    expect(assets.filter((url, index) => assets.indexOf(url) !== index)).toEqual([]);
  } finally {
    releaseFirstStage();
    await context.close();
    await server.close();
  }
});
