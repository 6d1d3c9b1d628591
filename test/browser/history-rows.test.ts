/**
 * History rows can be told apart: each names its operation from the catalogue and what tells it
 * apart (the product's name, the payment's externalId), on rows of one height, filterable by
 * status and operation.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DESKTOP, openApp, openScene, shoot, type Scene } from './app-scene';

let scene: Scene;
let page: Page;

beforeAll(async () => {
  scene = await openScene();
  page = await openApp(await scene.browser.newContext({ viewport: DESKTOP }), scene.server.appUrl, '#/console');
});

afterAll(async () => {
  await scene?.close();
});

const bodyEditor = () => page.locator('.request-panel .monaco-editor');
const rows = () => page.locator('.history-item');

async function send(step: string, body: string): Promise<void> {
  await page.getByRole('button', { name: step }).click();
  await bodyEditor().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(body);
  const before = await rows().count();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => rows().count()).toBe(before + 1);
}

test('rows name the operation and what tells them apart, keep one height, and filter by status and operation', async () => {
  await expect.poll(() => page.getByLabel('X-API-KEY').inputValue(), { timeout: 10_000 }).toMatch(/^sk_test_/);
  await bodyEditor().waitFor();
  await send('1. Create a product', '{"name": "Blue mugs", "fullName": "Blue mugs", "productType": "PAY"}');
  await send('1. Create a product', '{"name": "Red mugs", "fullName": "Red mugs", "productType": "PAY"}');
  await send('4. Create a payment', '{"price": 1299, "externalId": "order-1001", "details": {}}');
  await send('4. Create a payment', '{"price": "1299", "externalId": "order-1002", "details": {}}');

  const texts = (await rows().allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
  expect(new Set(texts).size).toBe(4);
  expect(texts[0]).toMatch(/Create a payment.*400.*externalId order-1002/);
  expect(texts[1]).toMatch(/Create a payment.*200.*externalId order-1001/);
  expect(texts[2]).toMatch(/Create a product.*200.*“Red mugs”/);
  expect(texts[3]).toMatch(/Create a product.*200.*“Blue mugs”/);
  // The operation's name is read whole in the column (on two lines if it must), not cut short.
  const cutNames = await page
    .locator('.history-name')
    .evaluateAll((names) => names.filter((name) => name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight).length);
  expect(cutNames).toBe(0);
  const heights = await rows().evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
  expect(new Set(heights).size).toBe(1);
  await shoot(page, 'history-rows-desktop');

  await page.getByRole('combobox', { name: 'Answered' }).selectOption('4xx');
  await expect.poll(() => rows().count()).toBe(1);
  await page.getByRole('combobox', { name: 'Answered' }).selectOption('');
  await page
    .getByRole('combobox', { name: 'Kind', exact: true })
    .selectOption({ label: (await page.locator('.history-name').nth(3).textContent())! });
  await expect.poll(() => rows().count()).toBe(2);
});
