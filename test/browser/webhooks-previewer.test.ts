/**
 * The template previewer in Chromium shows the whole call a delivery makes: the request line
 * (method and URL), every header the webhook is configured with beside Content-Type and the
 * signature, and the body, and the delivery then carries those headers. Shot in both themes at
 * desktop and phone size (/tmp/shots/previewer-*).
 */
import { createHmac } from 'node:crypto';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, DESKTOP, hashOf, helper, newPayment, openApp, openScene, pageFetch, PHONE, SHOTS_DIR, type Scene } from './app-scene';

let scene: Scene;

beforeAll(async () => {
  scene = await openScene();
});

afterAll(async () => {
  await scene?.close();
});

/** The value shown beside the header `name` in the previewer's header list. */
const shownHeader = async (previewer: Locator, name: string) => {
  const row = previewer
    .getByTestId('preview-headers')
    .locator('.header-row')
    .filter({ has: previewer.page().getByText(name, { exact: true }) });
  return (await row.locator('dd').allTextContents()).join();
};

describe('the template previewer', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`shows the method, URL and every configured header the delivery then carries (${theme})`, async () => {
      const context = await scene.browser.newContext({ viewport: DESKTOP, colorScheme: theme });
      const page = await openApp(context, scene.server.appUrl, '#/webhooks');
      const key = (await helper(page, 'POST', '/partners', { name: 'Blue mugs' })).keys.sandbox as string;
      const api = async (path: string, body?: unknown) => (await pageFetch(page, 'POST', `${BASE}${path}`, { key, body })).body;
      const product = await api('/api/product/pay', { name: 'Blue mugs' });
      const endpoint = 'https://hooks.gateway.test/blue-mugs';
      const webhook = await api('/api/pay/plugin/webhook', {
        endpoint,
        expectedCode: 200,
        retries: 0,
        headers: { 'X-Shop': ['blue-mugs'] },
      });
      await api(`/api/pay/plugin/webhook/${webhook.id}/products/${product.id}`);

      const entry = page.getByRole('region', { name: 'Manage webhooks' }).getByTestId('webhook-entry');
      await entry.getByText('requestTemplate and preview').click();
      const previewer = entry.getByTestId('template-previewer');
      await previewer.getByTestId('request-body').waitFor();
      expect(await previewer.getByTestId('preview-method').allTextContents()).toEqual(['POST']);
      expect(await previewer.getByTestId('preview-url').textContent()).toBe(endpoint);
      expect(await shownHeader(previewer, 'X-Shop')).toBe('blue-mugs');
      expect(await shownHeader(previewer, 'Content-Type')).toBe('application/json');
      const body = (await previewer.getByTestId('request-body').textContent())!;
      const signature = (await shownHeader(previewer, 'X-Service-Signature'))!;
      const t = /^t=(\d+),/.exec(signature)![1];
      expect(signature).toBe(`t=${t},v1=${createHmac('sha256', webhook.signingSecret).update(`${t}.${body}`).digest('hex')}`);
      await previewer.screenshot({ path: `${SHOTS_DIR}/previewer-${theme}-desktop.png` });
      await page.setViewportSize(PHONE);
      await previewer.screenshot({ path: `${SHOTS_DIR}/previewer-${theme}-phone.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // The delivery carries the previewed headers.
      const hash = hashOf(await newPayment(page, key, product.id, { price: 1299, externalId: `mug-${theme}`, details: {} }));
      await helper(page, 'POST', `/payments/${hash}/status`, { status: 'COMPLETED', paymentMethod: 'BLIK' });
      await expect.poll(async () => (await helper<any[]>(page, 'GET', `/deliveries?paymentHash=${hash}`))[0]?.state).toBe('SUCCEEDED');
      const [delivered] = await helper<any[]>(page, 'GET', `/deliveries?paymentHash=${hash}`);
      expect(delivered.request).toMatchObject({
        method: 'POST',
        url: endpoint,
        headers: { 'X-Shop': 'blue-mugs', 'Content-Type': 'application/json' },
      });
      await context.close();
    });
  }
});

describe('the scripted receiver form', () => {
  test('seven answers sit in compact rows that scroll within, not a form as tall as a page', async () => {
    const context = await scene.browser.newContext({ viewport: DESKTOP });
    const page = await openApp(context, scene.server.appUrl, '#/webhooks');
    const form = page.getByRole('form', { name: 'Script a receiver' });
    await form.getByLabel('Quick entry').fill('500x6, 200');
    await form.getByRole('button', { name: 'Fill' }).click();
    await expect.poll(() => form.getByTestId('answer-row').count()).toBe(7);
    const rows = await form.getByTestId('answer-row').evaluateAll((all) => all.map((row) => row.getBoundingClientRect().height));
    // At most two lines each (the body under the status in a narrow column), not a field per line,
    // and the form stays within a screen (it grew to 1,800 px).
    expect(Math.max(...rows)).toBeLessThanOrEqual(90);
    expect((await form.boundingBox())!.height).toBeLessThanOrEqual(800);
    await form.screenshot({ path: `${SHOTS_DIR}/receiver-form-desktop.png` });
    await page.setViewportSize(PHONE);
    await form.screenshot({ path: `${SHOTS_DIR}/receiver-form-phone.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
