/**
 * The scene for the real-browser tests: the built app served under a sub-path, Debian's
 * Chromium driven by playwright-core, and helpers that act through the page as a person would.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { serveStatic, type StaticServer } from '../support/static-server';

export const SHOTS_DIR = '/tmp/shots';
export const BASE = 'https://api.sandbox.gateway.test';
export const STATUS = 'https://status.sandbox.gateway.test';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export interface Scene {
  server: StaticServer;
  browser: Browser;
  close(): Promise<void>;
}

/** Serves dist/ at /sub/app/ and launches Chromium; `npm run test:browser` builds dist/ first. */
export async function openScene(): Promise<Scene> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const server = await serveStatic(resolve('dist'), '/sub/app/');
  const browser = await launchChromium();
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Debian's Chromium, headless and quiet (no background traffic on a machine with no network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A scene with the app open in a desktop page of its own context: how most screen tests start. */
export type AppScene = Scene & { context: BrowserContext; page: Page };

export async function openAppScene(hash: string): Promise<AppScene> {
  const scene = await openScene();
  const context = await scene.browser.newContext({ viewport: DESKTOP });
  return { ...scene, context, page: await openApp(context, scene.server.appUrl, hash) };
}

/** Opens the app at a hash route and waits until the worker controls the page and the app shows. */
export async function openApp(context: BrowserContext, appUrl: string, hash = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(appUrl + hash);
  await waitForApp(page);
  return page;
}

/**
 * The page is controlled by the service worker and the app (not the boot text) is on screen: the
 * developer's header, or the customer's checkout, or an embed, which have none.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.locator('.app-header, .checkout, .embed').first().waitFor();
}

export interface Answer<T = any> {
  status: number;
  body: T;
}

/** A request sent with the page's own fetch, so it goes through the page's service worker. */
export function pageFetch<T = any>(
  page: Page,
  method: string,
  url: string,
  options: { key?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  return page.evaluate(
    async ({ method, url, key, body }) => {
      const headers: Record<string, string> = {};
      if (key) headers['X-API-KEY'] = key;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: the plain-text routing error, for one.
      }
      return { status: response.status, body: parsed as never };
    },
    { method, url, key: options.key, body: options.body },
  );
}

/** A partner, a product and a payment made through the page, as a merchant back end would. */
/** Calls a keyless helper under `/_sandbox/` with the page's fetch; anything but 200 throws. */
export async function helper<T = any>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await pageFetch<T>(page, method, `${BASE}/_sandbox${path}`, { body });
  if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function newPayment(page: Page, key: string, productId: string, payment: object): Promise<string> {
  const created = await pageFetch(page, 'POST', `${BASE}/api/pay/product/${productId}/subproduct/pricing`, {
    key,
    body: payment,
  });
  if (created.status !== 200) throw new Error(`payment creation answered ${created.status}`);
  return created.body.redirectUrl as string;
}

/** The payment hash inside a `redirectUrl` (`...#/checkout/<productId>?externalId=<hash>`). */
export function hashOf(redirectUrl: string): string {
  return new URLSearchParams(redirectUrl.split('?')[1]).get('externalId')!;
}

/** Saves a screenshot in SHOTS_DIR and answers its path. */
export async function shoot(page: Page, name: string): Promise<string> {
  const path = `${SHOTS_DIR}/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * The text of the Monaco hover over `target`, once it shows. Monaco keeps more than one
 * `.monaco-hover` (the glyph margin has its own, empty and hidden), so only a shown one is read.
 * The hover waits 300 ms and then asks the JSON worker, longer than `expect.poll`'s one second on
 * a busy machine; and a re-render of the line while it waits cancels it, so it is asked for again
 * by leaving the target and coming back.
 */
export async function monacoHoverText(page: Page, target: Locator): Promise<string> {
  const shown = page.locator('.monaco-hover:not(.hidden)');
  for (let attempt = 1; ; attempt++) {
    await page.mouse.move(0, 0);
    await target.hover();
    try {
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('.monaco-hover:not(.hidden)')].some(
            (hover) => /\w/.test(hover.textContent ?? '') && !hover.textContent?.includes('Loading'),
          ),
        undefined,
        { timeout: 5_000 },
      );
      return (await shown.allTextContents()).join('\n');
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
