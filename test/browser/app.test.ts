/**
 * The built app in Debian's Chromium, served under a sub-path: a person who opens it can send a
 * request and see the answer, get keys, and pay on the checkout that `redirectUrl` opens.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { BASE, DESKTOP, hashOf, newPayment, openApp, openScene, pageFetch, PHONE, STATUS, shoot, type Scene } from './app-scene';

let scene: Scene;

beforeAll(async () => {
  scene = await openScene();
});

afterAll(async () => {
  await scene?.close();
});

/**
 * A visitor of the test's own: a new browser context, so its own IndexedDB and so its own
 * sandbox, on the app at `hash`; closed when the test ends. No test reads another's state.
 */
async function visit(hash = ''): Promise<Page> {
  const context = await scene.browser.newContext({ viewport: DESKTOP });
  onTestFinished(() => context.close());
  return openApp(context, scene.server.appUrl, hash);
}

/** A new partner's sandbox key, made through the page. */
async function newSandboxKey(page: Page): Promise<string> {
  const answer = await pageFetch(page, 'POST', `${BASE}/_sandbox/partners`, { body: {} });
  expect(answer.status).toBe(200);
  return answer.body.keys.sandbox;
}

/** A product and a 12.99 PLN payment for a blue mug, made through the page as a merchant back end would. */
async function mugPayment(page: Page, key: string): Promise<{ productId: string; redirectUrl: string }> {
  const product = await pageFetch(page, 'POST', `${BASE}/api/product/pay`, {
    key,
    body: { productType: 'PAY', name: 'Mug shop', shortName: 'mug-shop' },
  });
  expect(product.status).toBe(200);
  const redirectUrl = await newPayment(page, key, product.body.id, {
    price: 1299,
    externalId: 'order-1',
    details: { productName: 'Blue mug', recipient: 'Mug shop Ltd', returnUrl: 'https://shop.example/thanks' },
  });
  return { productId: product.body.id, redirectUrl };
}

/** Whether `key` is a sandbox key still in force: the console offers one, and keeps it. */
async function isUsableSandboxKey(on: Page, key: string): Promise<boolean> {
  const partners = (await pageFetch(on, 'GET', `${BASE}/_sandbox/partners`)).body as {
    keys: { key: string; env: string; revoked: boolean }[];
  }[];
  return partners
    .flatMap((partner) => partner.keys)
    .some((candidate) => candidate.key === key && candidate.env === 'sandbox' && !candidate.revoked);
}

describe('the app served from /sub/app/', () => {
  test("the page's fetch to the sandbox host is answered by the in-page gateway", async () => {
    const page = await visit();
    const answer = await pageFetch(page, 'POST', `${BASE}/_sandbox/partners`, { body: {} });
    expect(answer.status).toBe(200);
    expect(answer.body.keys.sandbox).toMatch(/^sk_test_/);
  });

  test('a payment created through the page gets a redirectUrl to the checkout under the sub-path', async () => {
    const page = await visit();
    const { productId, redirectUrl } = await mugPayment(page, await newSandboxKey(page));
    expect(redirectUrl).toBe(`${scene.server.appUrl}#/checkout/${productId}?externalId=${hashOf(redirectUrl)}`);
  });

  test('the console sends the filled request with a working key and shows status, headers and body', async () => {
    const page = await visit();
    // A first visit gets a starter partner, whose key the console fills in once it is made.
    await expect
      .poll(async () => isUsableSandboxKey(page, await page.getByLabel('X-API-KEY').inputValue()), { timeout: 10_000 })
      .toBe(true);
    await page.getByRole('button', { name: '1. Create a product' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByTestId('response-status').textContent()).toBe('200 OK');
    expect(await page.locator('.headers').textContent()).toContain('content-type');
    await page.getByRole('button', { name: '4. Create a payment' }).click();
    // The product path parameter defaults to the newest product: the one just created, once the
    // console has heard of it (its records are read again after each change).
    const urlBox = page.getByRole('textbox', { name: 'URL', exact: true });
    await expect.poll(() => urlBox.inputValue(), { timeout: 10_000 }).toMatch(/\/product\/[0-9a-f-]{36}\//);
    const createdId = /\/product\/([0-9a-f-]{36})\//.exec(await urlBox.inputValue())![1];
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const link = page.getByRole('link', { name: 'Open checkout in a new tab' });
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toContain(`${scene.server.appUrl}#/checkout/${createdId}?externalId=`);
    await shoot(page, 'console-desktop');
  });

  test('the checkout pays with BLIK 777123 and the status host then answers COMPLETED', async () => {
    const page = await visit();
    const { productId, redirectUrl } = await mugPayment(page, await newSandboxKey(page));
    const checkout = await page.context().newPage();
    await checkout.goto(redirectUrl);
    await expect.poll(() => checkout.getByTestId('amount').textContent()).toBe('12.99 PLN');
    expect(await checkout.locator('.product-name').textContent()).toBe('Blue mug');
    expect(await checkout.locator('.payment-summary').textContent()).toContain('Mug shop Ltd');
    expect(await checkout.getByRole('radio').count()).toBe(7);
    expect(await checkout.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await checkout.getByLabel('BLIK', { exact: true }).check();
    await checkout.getByLabel('BLIK code').fill('123456');
    await shoot(checkout, 'checkout-desktop');
    await checkout.getByRole('button', { name: 'Pay 12.99 PLN' }).click();
    await expect.poll(() => checkout.getByRole('alert').textContent()).toContain('starting with 777');
    await checkout.getByLabel('BLIK code').fill('777123');
    await checkout.getByRole('button', { name: 'Pay 12.99 PLN' }).click();
    await checkout.getByTestId('payment-confirmation').waitFor();
    await shoot(checkout, 'checkout-done-desktop');
    const status = await pageFetch(page, 'GET', `${STATUS}/api/payment/product/${productId}/subproduct/${hashOf(redirectUrl)}/status`);
    expect(status).toEqual({ status: 200, body: { status: 'COMPLETED' } });
    expect((await pageFetch(page, 'GET', `${BASE}/_sandbox/payments/${hashOf(redirectUrl)}`)).body.paymentMethod).toBe('BLIK');
    await checkout.getByRole('button', { name: 'Back to the shop' }).waitFor();
    await checkout.close();
  });

  test('the keys page creates a partner, shows its keys as text and revokes one', async () => {
    const page = await visit('#/keys');
    await page.getByLabel('Partner name').fill('Shop from the UI');
    await page.getByRole('button', { name: 'Create partner' }).click();
    const card = page.locator('.partner', { hasText: 'Shop from the UI' });
    const sandboxKey = (await card.locator('.key-text').first().textContent())!;
    expect(sandboxKey).toMatch(/^sk_test_/);
    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: 'Revoke' }).first().click();
    await card.locator('.key-row--revoked').waitFor();
    await shoot(page, 'keys-desktop');
    const refused = await pageFetch(page, 'POST', `${BASE}/api/product/pay`, { key: sandboxKey, body: { name: 'x' } });
    expect(refused.status).toBe(401);
  });

  test('long names from requests wrap on the Keys page, the paid checkout and a scenario, never widening the page', async () => {
    const phone = await scene.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const on = await openApp(phone, scene.server.appUrl, '#/keys');
    const partner = await pageFetch(on, 'POST', `${BASE}/_sandbox/partners`, { body: { name: `Partner${'P'.repeat(600)}` } });
    const wideKey = partner.body.keys.sandbox;
    const product = await pageFetch(on, 'POST', `${BASE}/api/product/pay`, {
      key: wideKey,
      body: { name: `Shop${'S'.repeat(300)}`, shortName: 'wide-shop' },
    });
    const url = await newPayment(on, wideKey, product.body.id, {
      price: 100,
      externalId: 'wide-1',
      details: { productName: `Thing${'L'.repeat(400)}` },
    });
    for (const status of ['PENDING', 'COMPLETED']) {
      await pageFetch(on, 'POST', `${BASE}/_sandbox/payments/${hashOf(url)}/status`, { body: { status, paymentMethod: 'BLIK' } });
    }
    const scenario = Buffer.from(
      JSON.stringify({ v: 1, title: `Title${'T'.repeat(300)}`, steps: [{ method: 'GET', url: `${BASE}/_sandbox/clock` }] }),
    ).toString('base64url');
    const pageWidth = () => on.evaluate(() => document.documentElement.scrollWidth);

    await on.locator('.partner h2', { hasText: 'PartnerPPP' }).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await on.goto(url);
    await on.getByText('Payment completed').waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await on.goto(`${scene.server.appUrl}#/scenario/${scenario}`);
    await on.getByRole('heading', { name: /^TitleTTT/ }).waitFor();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await phone.close();
  });

  test('phone-width screens of the console and the checkout', async () => {
    const phone = await scene.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const consolePage = await openApp(phone, scene.server.appUrl);
    const partner = await pageFetch(consolePage, 'POST', `${BASE}/_sandbox/partners`, { body: { name: 'Phone shop' } });
    expect(partner.body.keys.sandbox).toMatch(/^sk_test_/);
    const keyField = consolePage.getByLabel('X-API-KEY');
    await expect.poll(async () => isUsableSandboxKey(consolePage, await keyField.inputValue())).toBe(true);
    const phoneKey = await keyField.inputValue();
    await consolePage.getByRole('button', { name: '1. Create a product' }).click();
    await consolePage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => consolePage.getByTestId('response-status').textContent()).toBe('200 OK');
    await shoot(consolePage, 'console-phone');
    await consolePage.goto(`${scene.server.appUrl}#/keys`);
    await consolePage.locator('.partner', { hasText: 'Phone shop' }).waitFor();
    await shoot(consolePage, 'keys-phone');
    const product = await pageFetch(consolePage, 'POST', `${BASE}/api/product/pay`, { key: phoneKey, body: { name: 'Phone shop' } });
    const url = await newPayment(consolePage, phoneKey, product.body.id, {
      price: 4550,
      externalId: 'phone-1',
      details: { productName: 'Concert ticket', recipient: 'Phone shop', triggerPayment: 'BLIK', returnUrl: 'https://shop.example/' },
    });
    const checkout = await phone.newPage();
    await checkout.goto(url);
    await checkout.getByLabel('BLIK code').waitFor();
    await shoot(checkout, 'checkout-phone');
    await phone.close();
  });
});
