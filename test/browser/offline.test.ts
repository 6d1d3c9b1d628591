/**
 * The app after its first visit: it opens, answers and takes payments with the network off;
 * it loads nothing from another origin; and a newly deployed build is offered, never mixed in.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeScenario } from '../../src/ui/scenario-links/scenario-codec';
import { serveStatic, type StaticServer } from '../support/static-server';
import { BASE, DESKTOP, hashOf, newPayment, openApp, openScene, pageFetch, STATUS, shoot, waitForApp, type Scene } from './app-scene';

let scene: Scene;

beforeAll(async () => {
  scene = await openScene();
});

afterAll(async () => {
  await scene?.close();
});

/** A partner, a product and a payment made through the page; answers the key and the redirectUrl. */
async function merchantPayment(page: Page): Promise<{ key: string; redirectUrl: string }> {
  const partner = await pageFetch(page, 'POST', `${BASE}/_sandbox/partners`, { body: {} });
  const key = partner.body.keys.sandbox as string;
  const product = await pageFetch(page, 'POST', `${BASE}/api/product/pay`, { key, body: { name: 'Offline shop' } });
  const redirectUrl = await newPayment(page, key, product.body.id, { price: 1299, externalId: `o-${Date.now()}`, details: {} });
  return { key, redirectUrl };
}

/** Pays on the checkout with BLIK 777123 and waits for the confirmation. */
async function payWithBlik(checkout: Page): Promise<void> {
  await checkout.getByLabel('BLIK', { exact: true }).check();
  await checkout.getByLabel('BLIK code').fill('777123');
  await checkout.getByRole('button', { name: /^Pay / }).click();
  await checkout.getByTestId('payment-confirmation').waitFor();
}

/** The build's worker-kept files and its cache's name, as the build wrote them into dist/app-worker.js. */
function buildFiles(): { cache: string; files: string[] } {
  const build = JSON.parse(/^const BUILD = (.*);$/m.exec(readFileSync(resolve('dist/app-worker.js'), 'utf8'))![1]!);
  return { cache: `gateway-playground-app-${build.version}`, files: build.files };
}

/** Waits until the app's worker keeps every file of the build, as it does after a first visit. */
async function waitUntilKeptForOffline(page: Page): Promise<void> {
  const { cache, files } = buildFiles();
  const kept = () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, cache);
  await expect.poll(kept, { timeout: 30_000 }).toBe(files.length);
}

describe('offline', () => {
  test('with the context offline after a first visit, a reload opens the app, a payment is created and paid', async () => {
    const context = await scene.browser.newContext({ viewport: DESKTOP });
    const first = await openApp(context, scene.server.appUrl);
    await waitUntilKeptForOffline(first);
    await context.setOffline(true);
    await first.reload();
    await waitForApp(first);
    const { redirectUrl } = await merchantPayment(first);
    // Every tab closed, then the app opened again: still offline.
    await first.close();
    const checkout = await context.newPage();
    await checkout.goto(redirectUrl);
    await waitForApp(checkout);
    await payWithBlik(checkout);
    const [productId] = new URL(redirectUrl).hash.split('/').slice(2, 3)[0]!.split('?');
    const status = await pageFetch(checkout, 'GET', `${STATUS}/api/payment/product/${productId}/subproduct/${hashOf(redirectUrl)}/status`);
    expect(status.body).toEqual({ status: 'COMPLETED' });
    await shoot(checkout, 'offline-paid');
    await context.close();
  });
});

test('a first visit runs before the offline copy is whole: a file it does not need, held back, holds up nothing, and is kept once it comes', async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const root = mkdtempSync(join(tmpdir(), 'offline-held-'));
  cpSync(resolve('dist'), root, { recursive: true });
  const slow = await serveStatic(root, '/sub/app/', { hold: (file) => (file === 'hosted-checkout.html' ? held : undefined) });
  const context = await scene.browser.newContext({ viewport: DESKTOP });
  try {
    const page = await openApp(context, slow.appUrl, '#/console');
    await page.locator('.request-panel .monaco-editor').waitFor();
    expect((await pageFetch(page, 'POST', `${BASE}/_sandbox/partners`, { body: {} })).status).toBe(200);
    release();
    await waitUntilKeptForOffline(page);
  } finally {
    release();
    await context.close();
    await slow.close();
  }
});

describe('origins', () => {
  test("while every screen is used in turn, no request goes to any origin but the app's own and the virtual gateway hosts", async () => {
    const context = await scene.browser.newContext({ viewport: DESKTOP });
    const seen = new Set<string>();
    context.on('request', (request) => seen.add(request.url()));
    const page = await openApp(context, scene.server.appUrl);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.goto(`${scene.server.appUrl}#/keys`);
    await page.getByLabel('Partner name').fill('Origins shop');
    await page.getByRole('button', { name: 'Create partner' }).click();
    await page.locator('.partner', { hasText: 'Origins shop' }).waitFor();
    const { redirectUrl } = await merchantPayment(page);
    await page.goto(`${scene.server.appUrl}#/webhooks`);
    await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
    await page.goto(`${scene.server.appUrl}#/data`);
    await page.getByRole('heading', { name: 'Data' }).waitFor();
    await page.goto(redirectUrl);
    await payWithBlik(page);
    const data = await encodeScenario({ v: 1, steps: [{ method: 'GET', url: `${BASE}/_sandbox/clock` }] });
    await page.goto(`${scene.server.appUrl}#/scenario/${data}`);
    await page.getByTestId('answer-body').waitFor();
    await page.goto(`${scene.server.appUrl}examples.html`);
    // The webhook example: its deliveries drawn as the timeline.
    await page.locator('iframe').nth(2).contentFrame().getByTestId('delivery-timeline').waitFor();
    const allowed = new Set([
      new URL(scene.server.appUrl).origin,
      BASE,
      STATUS,
      'https://api.gateway.test',
      'https://status.gateway.test',
      'https://hooks.gateway.test',
    ]);
    const foreign = [...seen].filter((url) => !/^(data|blob):/.test(url) && !allowed.has(new URL(url).origin));
    expect(foreign).toEqual([]);
    // The record includes what the service worker answered, so the check covers the gateway's traffic.
    expect([...seen].some((url) => url.startsWith(`${BASE}/_sandbox/`))).toBe(true);
    await context.close();
  });
});

describe('updates', () => {
  let dist: string;
  let server: StaticServer;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    cpSync(resolve('dist'), dist, { recursive: true });
    server = await serveStatic(dist, '/app/');
  });

  afterAll(async () => {
    await server?.close();
  });

  test('an open app offers to reload into a newly deployed build, and every tab moves to it together', async () => {
    const context = await scene.browser.newContext({ viewport: DESKTOP });
    const page = await openApp(context, server.appUrl, '#/keys');
    const other = await openApp(context, server.appUrl, '#/data');
    // A new build deployed: its worker differs (here by a comment), as every new build's does.
    const worker = join(dist, 'app-worker.js');
    writeFileSync(worker, readFileSync(worker, 'utf8').replace('"version":"', '"version":"new-'));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    const banner = page.getByRole('status').filter({ hasText: 'A new version of Gateway Playground is available' });
    await banner.waitFor();
    await shoot(page, 'update-offered');
    // Until the person agrees, the page keeps running against the worker of its own build.
    expect((await pageFetch(page, 'POST', `${BASE}/_sandbox/partners`, { body: {} })).status).toBe(200);
    const reloaded = Promise.all([page.waitForEvent('load'), other.waitForEvent('load')]);
    await banner.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await waitForApp(page);
    await waitForApp(other);
    const version = (target: Page) =>
      target.evaluate(async () => (await caches.keys()).filter((key) => key.startsWith('gateway-playground-app-')).join());
    expect(await version(page)).toMatch(/^gateway-playground-app-new-/);
    expect((await pageFetch(other, 'POST', `${BASE}/_sandbox/partners`, { body: {} })).status).toBe(200);
    await context.close();
  });
});
