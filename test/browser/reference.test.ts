/**
 * The API reference (`#/reference`) in Chromium: every operation of the OpenAPI document listed,
 * one opened by its address, and live examples run in place on a gateway in the frame's memory,
 * answering as the interface says.
 */
import axe from 'axe-core';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, DESKTOP, openApp, openScene, pageFetch, PHONE, SHOTS_DIR, type Scene } from './app-scene';

let scene: Scene;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  scene = await openScene();
  context = await scene.browser.newContext({ viewport: DESKTOP });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await openApp(context, scene.server.appUrl, '#/reference');
  await page.getByRole('navigation', { name: 'Operations' }).waitFor();
});

afterAll(async () => {
  await scene?.close();
});

const section = (operationId: string) => page.locator(`#operation-${operationId}`);

/** Runs an operation's first example in place and answers its frame once the answer shows. */
async function runExample(operationId: string, which = 0): Promise<FrameLocator> {
  await page.evaluate(() => (location.hash = '#/reference'));
  // As a reader scrolls to it: an operation draws its examples once near the screen.
  await section(operationId).scrollIntoViewIfNeeded();
  const example = section(operationId).locator('.live-example').nth(which);
  await example.getByRole('button', { name: 'Run in place' }).click();
  const frame = example.frameLocator('iframe.example-frame');
  await frame.getByTestId('answer-status').waitFor({ timeout: 20_000 });
  return frame;
}

/** The screen as the reader sees it: the page is too long for a whole-page picture. */
const view = (on: Page, name: string) => on.screenshot({ path: `${SHOTS_DIR}/${name}.png` });

const bodyOf = async (frame: FrameLocator) => frame.getByTestId('answer-body').textContent();

describe('the API reference', () => {
  test('lists every operation of the OpenAPI document, each once, reachable from the app’s navigation', async () => {
    const document = (await pageFetch(page, 'GET', `${BASE}/_sandbox/openapi.json`)).body;
    const ids = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(ids.length).toBeGreaterThan(70);
    const sections = await page
      .locator('.reference-operation')
      .evaluateAll((nodes) => nodes.map((node) => node.id.replace(/^operation-/, '')));
    expect(sections.sort()).toEqual([...ids].sort());
    const links = await page.getByRole('navigation', { name: 'Operations' }).getByRole('link').count();
    expect(links).toBe(ids.length);
    const main = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reference' });
    expect(await main.getAttribute('aria-current')).toBe('page');
    await view(page, 'reference-desktop');
  });

  test('filters the operations by name, path or summary', async () => {
    await page.getByLabel('Filter operations').fill('status host');
    await expect.poll(() => page.locator('.reference-operation').count()).toBe(1);
    expect(await page.locator('.reference-operation h3').textContent()).toContain(
      '/api/payment/product/{productRef}/subproduct/{paymentHash}/status',
    );
    await page.getByLabel('Filter operations').fill('post-api-product-pay');
    await expect.poll(() => page.locator('.reference-operation').count()).toBe(1);
    await page.getByLabel('Filter operations').fill('');
  });

  test('opens one operation from its address, scrolled to, with its quirks and its example running', async () => {
    const opened = await openApp(context, scene.server.appUrl, '#/reference/post-api-pay-product-by-productId-subproduct-pricing');
    const target = opened.locator('#operation-post-api-pay-product-by-productId-subproduct-pricing');
    await target.waitFor();
    await expect.poll(() => target.evaluate((node) => document.activeElement === node)).toBe(true);
    const box = await target.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(DESKTOP.height / 2);
    expect(await target.getByRole('note', { name: 'Quirks of the interface' }).textContent()).toContain('Creating answers 200, not 201');
    const frame = target.frameLocator('iframe.example-frame').first();
    await frame.getByTestId('answer-status').waitFor({ timeout: 20_000 });
    expect(await frame.getByTestId('answer-status').textContent()).toMatch(/^200\b/);
    await view(opened, 'reference-opened-desktop');
    await target.locator('.example-frame').scrollIntoViewIfNeeded();
    await view(opened, 'reference-example-desktop');
    await opened.close();
  });

  test('opens an operation far down the page where it is, once the sections above it have drawn', async () => {
    const opened = await openApp(context, scene.server.appUrl, '#/reference/post-sandbox-deliveries-by-deliveryId-redeliver');
    const target = opened.locator('#operation-post-sandbox-deliveries-by-deliveryId-redeliver');
    await target.locator('iframe.example-frame').waitFor();
    await opened.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const box = await target.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(DESKTOP.height / 2);
    // Its link in the list of operations is marked and in the list's view too.
    const link = opened.getByRole('navigation', { name: 'Operations' }).locator('a[aria-current="location"]');
    expect(await link.getAttribute('href')).toBe('#/reference/post-sandbox-deliveries-by-deliveryId-redeliver');
    const linkBox = await link.boundingBox();
    expect(linkBox!.y).toBeGreaterThanOrEqual(0);
    expect(linkBox!.y + linkBox!.height).toBeLessThanOrEqual(DESKTOP.height);
    await opened.close();
  });

  test('runs a delivery list in place after a paid payment, drawn as the webhook timeline', async () => {
    const frame = await runExample('get-sandbox-deliveries');
    expect(await frame.getByTestId('answer-status').textContent()).toMatch(/^200\b/);
    await frame.getByTestId('delivery-timeline').waitFor();
    expect(await frame.getByTestId('delivery-timeline').textContent()).toContain('Delivered on attempt 1');
  });

  test('runs a product creation in place: 200 with the product’s id', async () => {
    const frame = await runExample('post-api-product-pay');
    expect(await frame.getByTestId('answer-status').textContent()).toMatch(/^200\b/);
    expect(JSON.parse((await bodyOf(frame))!).id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  test('runs a payment creation in place: 200 with its redirectUrl, the product made first', async () => {
    const frame = await runExample('post-api-pay-product-by-productId-subproduct-pricing');
    expect(await frame.getByTestId('answer-status').textContent()).toMatch(/^200\b/);
    expect(await frame.getByRole('link', { name: 'Open the checkout here' }).getAttribute('href')).toMatch(
      /#\/checkout\/[0-9a-f-]{36}\?externalId=\w{10}$/,
    );
  });

  test('runs the change stream in place: what it streamed while a product and a payment were made, then closed', async () => {
    const frame = await runExample('get-sandbox-changes');
    expect(await frame.getByTestId('answer-status').textContent()).toMatch(/^200\b/);
    const body = (await bodyOf(frame))!;
    const changed = [...body.matchAll(/^data: (.*)$/gm)].flatMap(([, data]) => JSON.parse(data!) as string[]);
    expect(changed).toEqual(expect.arrayContaining(['products', 'payments']));
    await frame.locator('body').screenshot({ path: `${SHOTS_DIR}/reference-change-stream.png` });
  });

  test('asks the status host with no key, and the base host answers the same request as an unknown route, in plain text', async () => {
    const statusHost = await runExample('get-api-payment-product-by-productRef-subproduct-by-paymentHash-status');
    expect(await statusHost.getByTestId('answer-status').textContent()).toMatch(/^200\b/);
    expect(JSON.parse((await bodyOf(statusHost))!)).toEqual({ status: 'INITIALIZED' });
    const baseHost = await runExample('get-api-payment-product-by-productRef-subproduct-by-paymentHash-status', 1);
    expect(await baseHost.getByTestId('answer-status').textContent()).toMatch(/^404\b/);
    expect(await bodyOf(baseHost)).toMatch(/^No route found for: GET \/api\/payment\/product\//);
  });

  test('runs examples on a gateway of their own: the workspace’s data is untouched', async () => {
    const products = (await pageFetch(page, 'GET', `${BASE}/_sandbox/records/products`)).body;
    expect(products.total).toBe(0);
  });

  test('copies an example’s embed, and opens it in the console as a scenario', async () => {
    await section('post-api-product-pay').scrollIntoViewIfNeeded();
    const example = section('post-api-product-pay').locator('.live-example').first();
    await example.getByRole('button', { name: 'Copy embed' }).click();
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toMatch(/^<iframe src="[^"]+#\/embed\/[^"]+" title="Create a product/);
    const href = await example.getByRole('link', { name: 'Open in the console' }).getAttribute('href');
    expect(href).toMatch(/^#\/scenario\/.+/);
    const embedData = /#\/embed\/([^"]+)"/.exec(snippet)![1];
    expect(href).toBe(`#/scenario/${embedData}`);
    await example.getByRole('link', { name: 'Open in the console' }).click();
    await page.waitForURL(/#\/scenario\//);
    await page.getByTestId('answer-status').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('answer-status').textContent()).toMatch(/^200\b/);
    expect(await page.getByRole('textbox', { name: 'URL' }).first().inputValue()).toBe(`${BASE}/api/product/pay`);
  });

  test('axe finds no violation on the reference, a nested table open and an example run included', async () => {
    const opened = await openApp(context, scene.server.appUrl, '#/reference/post-api-product-pay');
    const target = opened.locator('#operation-post-api-product-pay');
    await target.frameLocator('iframe.example-frame').getByTestId('answer-status').waitFor({ timeout: 20_000 });
    await target
      .getByRole('table', { name: 'Request body' })
      .getByRole('button', { name: 'Show the fields of bankAccountDetails' })
      .click();
    await opened.addScriptTag({ content: axe.source });
    const violations = await opened.evaluate(async () => {
      const results = await (window as unknown as { axe: typeof axe }).axe.run(document.querySelector('.app-main')!);
      return results.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
    });
    expect(violations).toEqual([]);
    await opened.close();
  });

  test('fits a phone', async () => {
    const phone = await scene.browser.newContext({ viewport: PHONE });
    const small = await openApp(phone, scene.server.appUrl, '#/reference/post-api-product-pay');
    await small.locator('#operation-post-api-product-pay').waitFor();
    const width = await small.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await view(small, 'reference-phone');
    await small.locator('#operation-post-api-product-pay .schema-table').first().scrollIntoViewIfNeeded();
    await view(small, 'reference-phone-table');
    await phone.close();
  });
});
