/**
 * The hosted checkout in Chromium: the rules of the interface about methods, the sandbox's BLIK
 * rule, live updates from another tab, and merchant text and URLs that never run as code.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, DESKTOP, hashOf, newPayment, openApp, openScene, pageFetch, shoot, type Scene } from './app-scene';

let scene: Scene;
let context: BrowserContext;
let merchant: Page;
let key: string;
let productId: string;
let orders = 0;

beforeAll(async () => {
  scene = await openScene();
  context = await scene.browser.newContext({ viewport: DESKTOP });
  merchant = await openApp(context, scene.server.appUrl);
  key = (await pageFetch(merchant, 'POST', `${BASE}/_sandbox/partners`, { body: {} })).body.keys.sandbox;
  productId = (await pageFetch(merchant, 'POST', `${BASE}/api/product/pay`, { key, body: { name: 'Shop' } })).body.id;
});

afterAll(async () => {
  await scene?.close();
});

/** A new payment and a new tab showing its checkout. */
async function openCheckout(price: number | undefined, details: object): Promise<{ page: Page; hash: string }> {
  const url = await newPayment(merchant, key, productId, { price, externalId: `order-${++orders}`, details });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('.checkout-card :is(form, .confirmation, .not-found)').waitFor();
  return { page, hash: hashOf(url) };
}

const chosen = (page: Page) => page.locator('input[name="payment-method"]:checked').getAttribute('value');
const offered = (page: Page) =>
  page.locator('input[name="payment-method"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

describe('the hosted checkout', () => {
  test('PAYPO is offered only from 10.00 PLN and triggerPayment preselects its tile', async () => {
    const cheap = await openCheckout(999, { triggerPayment: 'CARD' });
    expect(await offered(cheap.page)).toEqual(['GPAY', 'APAY', 'BLIK', 'CARD', 'TRANSFER', 'PAY_BY_LINK']);
    expect(await chosen(cheap.page)).toBe('CARD');
    expect(await cheap.page.getByTestId('amount').textContent()).toBe('9.99 PLN');
    const dear = await openCheckout(1000, { triggerPayment: 'PAYPO' });
    expect(await offered(dear.page)).toContain('PAYPO');
    expect(await chosen(dear.page)).toBe('PAYPO');
  });

  test('an unknown triggerPayment is ignored and Pay asks for a method', async () => {
    const { page } = await openCheckout(1500, { triggerPayment: 'CRYPTO' });
    expect(await page.locator('input[name="payment-method"]:checked').count()).toBe(0);
    await page.getByRole('button', { name: 'Pay 15.00 PLN' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Choose a payment method');
  });

  test('a payment paid in another tab turns into the confirmation here', async () => {
    const { page, hash } = await openCheckout(2500, { productName: 'Live update' });
    const moved = await pageFetch(merchant, 'POST', `${BASE}/_sandbox/payments/${hash}/status`, {
      body: { status: 'COMPLETED', paymentMethod: 'CARD' },
    });
    expect(moved.status).toBe(200);
    await page.getByTestId('payment-confirmation').waitFor({ timeout: 5_000 });
    expect(await page.getByTestId('payment-confirmation').textContent()).toContain('paid with Card');
  });

  test('an unknown payment hash shows a clear not-found message', async () => {
    const page = await openApp(context, scene.server.appUrl, `#/checkout/${productId}?externalId=NOSUCHHASH`);
    await page.getByRole('heading', { name: 'Payment not found' }).waitFor();
    expect(await page.locator('.not-found').textContent()).toContain('NOSUCHHASH');
    await shoot(page, 'checkout-payment-not-found');
  });

  test('merchant text is shown as text and back-to-shop leaves only on a click', async () => {
    const markup = '<img src=x onerror="window.__ran=1">';
    const { page } = await openCheckout(1299, { productName: markup, recipient: markup, returnUrl: 'https://shop.example/thanks' });
    expect(await page.locator('.product-name').textContent()).toBe(markup);
    expect(await page.locator('.checkout-card img').count()).toBe(0);
    await page.getByLabel('Card').check();
    await page.getByRole('button', { name: 'Pay 12.99 PLN' }).click();
    await page.getByTestId('payment-confirmation').waitFor();
    // Without autoclose nothing leaves on a timer (checkout-behaviours runs the clock a minute on to show it).
    expect(page.url()).toContain('#/checkout/');
    await page.route('https://shop.example/**', (route) => route.fulfill({ body: 'shop', contentType: 'text/plain' }));
    await page.getByRole('button', { name: 'Back to the shop' }).click();
    await page.waitForURL('https://shop.example/thanks');
    expect(await merchant.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
  });

  test('a returnUrl that is not http(s) gets no button', async () => {
    const { page } = await openCheckout(1299, { returnUrl: 'javascript:alert(1)', triggerPayment: 'TRANSFER' });
    await page.getByRole('button', { name: 'Pay 12.99 PLN' }).click();
    await page.getByTestId('payment-confirmation').waitFor();
    expect(await page.getByRole('button', { name: 'Back to the shop' }).count()).toBe(0);
    expect(await page.getByTestId('payment-confirmation').textContent()).toContain('not http(s)');
  });
});
