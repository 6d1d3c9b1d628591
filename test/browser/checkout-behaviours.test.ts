/**
 * The hosted checkout's behaviours from the interface, in Chromium: its language, the merchant's
 * customizations and logo, autoclose, the desktop QR step and the auto-started wallet sheet.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readQr } from '../support/qr';
import { BASE, DESKTOP, hashOf, helper, newPayment, openApp, openScene, pageFetch, PHONE, shoot, STATUS, type Scene } from './app-scene';

const LOGO_URL = 'https://cdn.mugs.test/logo.svg';
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="108" height="40" viewBox="0 0 108 40"><rect width="40" height="40" rx="8" fill="#c0392b"/><text x="50" y="27" font-family="sans-serif" font-size="18" font-weight="700" fill="#1d2330">Kubki</text></svg>';

const POLISH_TEXTS = {
  title: 'Zapłać za zamówienie',
  subtitle: 'Kubki ręcznie malowane',
  buttonText: 'Płacę teraz',
  summaryHeader: 'Podsumowanie zamówienia',
  summaryFirstLine: '2 × kubek niebieski',
  summarySecondLine: 'Dostawa gratis',
  cardDescription: 'Kubek ceramiczny, 300 ml',
  locale: 'pl-PL',
};
const ENGLISH_TEXTS = { title: 'Pay for your mugs', buttonText: 'Pay now', summaryHeader: 'Your order', locale: 'en-GB' };

let scene: Scene;
let desktop: Merchant;
let orders = 0;

/** A partner in one browser context with an English product and a Polish one that has texts. */
interface Merchant {
  context: BrowserContext;
  page: Page;
  key: string;
  english: string;
  polish: string;
}

async function openMerchant(context: BrowserContext): Promise<Merchant> {
  await context.route(LOGO_URL, (route) => route.fulfill({ body: LOGO_SVG, contentType: 'image/svg+xml' }));
  const page = await openApp(context, scene.server.appUrl);
  const key = (await pageFetch(page, 'POST', `${BASE}/_sandbox/partners`, { body: {} })).body.keys.sandbox;
  const product = async (body: object) => (await pageFetch(page, 'POST', `${BASE}/api/product/pay`, { key, body })).body.id as string;
  const english = await product({ name: 'Shop', metadata: { logoUrl: 'javascript:alert(1)' } });
  const polish = await product({ name: 'Kubki Sp. z o.o.', productMetadata: { locale: 'pl-PL' }, metadata: { logoUrl: LOGO_URL } });
  for (const texts of [POLISH_TEXTS, ENGLISH_TEXTS]) {
    await pageFetch(page, 'POST', `${BASE}/api/pay/product/${polish}/customization`, { key, body: texts });
  }
  return { context, page, key, english, polish };
}

beforeAll(async () => {
  scene = await openScene();
  desktop = await openMerchant(await scene.browser.newContext({ viewport: DESKTOP }));
});

afterAll(async () => {
  await scene?.close();
});

/** A new payment of the product and a new tab of the merchant's context showing its checkout. */
async function openCheckout(merchant: Merchant, productId: string, details: object, price = 1299) {
  const url = await newPayment(merchant.page, merchant.key, productId, { price, externalId: `order-${++orders}`, details });
  const page = await merchant.context.newPage();
  await page.goto(url);
  await page.locator('.checkout-card :is(form, .confirmation, .not-found, .qr-step)').waitFor();
  return { page, hash: hashOf(url), url };
}

const walletSheet = (page: Page, name = 'Google Pay (sandbox)') => page.getByRole('dialog', { name });
const chosen = (page: Page) => page.locator('input[name="payment-method"]:checked').getAttribute('value');

describe('the checkout language', () => {
  test("details.locale pl-PL turns an English product's checkout Polish", async () => {
    const { page } = await openCheckout(desktop, desktop.english, { locale: 'pl-PL' });
    expect(await page.locator('section.checkout').getAttribute('lang')).toBe('pl');
    expect(await page.locator('.method-tiles legend').textContent()).toBe('Metoda płatności');
    expect(await page.getByTestId('amount').textContent()).toBe('12,99 zł');
    await page.getByRole('button', { name: 'Zapłać 12,99 zł' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Wybierz metodę płatności.');
  });

  test("the product's productMetadata.locale makes it Polish; details.locale en-GB overrides it", async () => {
    const polish = await openCheckout(desktop, desktop.polish, {});
    expect(await polish.page.locator('.method-tiles legend').textContent()).toBe('Metoda płatności');
    expect(await polish.page.getByLabel('Karta płatnicza').count()).toBe(1);
    const english = await openCheckout(desktop, desktop.polish, { locale: 'en-GB' });
    expect(await english.page.locator('.method-tiles legend').textContent()).toBe('Payment method');
    expect(await english.page.locator('section.checkout').getAttribute('lang')).toBe('en');
  });
});

describe('details the checkout reads', () => {
  test('details.email is prefilled in the e-mail field, and details.orderId is the order shown', async () => {
    const { page } = await openCheckout(desktop, desktop.english, { email: 'ann@example.test', orderId: 'ORD-77' });
    expect(await page.getByLabel('E-mail').inputValue()).toBe('ann@example.test');
    expect(await page.locator('.payment-summary .facts').textContent()).toContain('ORD-77');

    const bare = await openCheckout(desktop, desktop.english, {});
    expect(await bare.page.getByLabel('E-mail').inputValue()).toBe('');
    expect(await bare.page.locator('.payment-summary .facts').textContent()).toMatch(/order-\d+/);
  });
});

describe('a payment made without a price (userDefinedAmount)', () => {
  test('the customer sets the amount on the checkout, and the payment is paid with it', async () => {
    const url = await newPayment(desktop.page, desktop.key, desktop.english, { externalId: `order-${++orders}`, details: {} });
    const page = await desktop.context.newPage();
    await page.goto(url);
    await page.getByLabel('Card').check();
    await page.getByRole('button', { name: 'Pay' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Enter the amount to pay, such as 25,50.');

    await page.getByLabel('Amount to pay (PLN)').fill('25,50');
    await shoot(page, 'checkout-amount-desktop');
    await page.getByRole('button', { name: 'Pay' }).click();

    await page.getByTestId('payment-confirmation').waitFor();
    expect(await helper(desktop.page, 'GET', `/payments/${hashOf(url)}`)).toMatchObject({
      status: 'COMPLETED',
      price: 2550,
      paymentMethod: 'CARD',
    });
    await page.close();
  });

  test('a wallet does not open by itself before there is an amount, and pays as the e-mail the customer corrected', async () => {
    const details = { triggerPayment: 'GPAY', email: 'ann@example.test' };
    const url = await newPayment(desktop.page, desktop.key, desktop.english, { externalId: `order-${++orders}`, details });
    const page = await desktop.context.newPage();
    await page.goto(url);
    await page.getByLabel('Amount to pay (PLN)').waitFor();
    expect(await chosen(page)).toBe('GPAY');
    expect(await walletSheet(page).count()).toBe(0);

    await page.getByLabel('Amount to pay (PLN)').fill('12');
    await page.getByLabel('E-mail').fill('ann.nowak@example.test');
    await page.getByRole('button', { name: 'Pay' }).click();
    expect(await walletSheet(page).textContent()).toContain('ann.nowak@example.test');
    await page.close();
  });
});

describe('customizations and logo', () => {
  test("the customization of the checkout locale is shown as text, and no other locale's", async () => {
    const { page } = await openCheckout(desktop, desktop.polish, { productName: 'Kubek niebieski', email: 'jan@example.test' });
    expect(await page.locator('.checkout-title').textContent()).toBe(POLISH_TEXTS.title);
    expect(await page.locator('.checkout-subtitle').textContent()).toBe(POLISH_TEXTS.subtitle);
    expect(await page.locator('.card-description').textContent()).toBe(POLISH_TEXTS.cardDescription);
    expect(await page.getByTestId('order-summary').textContent()).toBe(
      POLISH_TEXTS.summaryHeader + POLISH_TEXTS.summaryFirstLine + POLISH_TEXTS.summarySecondLine,
    );
    await page.getByRole('button', { name: POLISH_TEXTS.buttonText }).waitFor();
    expect(await page.locator('.checkout-card').textContent()).not.toContain(ENGLISH_TEXTS.title);
    await page.getByLabel('BLIK', { exact: true }).check();
    await shoot(page, 'checkout-pl-custom-desktop');
  });

  test('another English locale picks the en-GB customization (same language)', async () => {
    const { page } = await openCheckout(desktop, desktop.polish, { locale: 'en-US' });
    expect(await page.locator('.checkout-title').textContent()).toBe(ENGLISH_TEXTS.title);
    expect(await page.getByRole('button', { name: 'Pay now' }).count()).toBe(1);
    expect(await page.locator('.checkout-card').textContent()).not.toContain(POLISH_TEXTS.title);
  });

  test('an https logo is shown with alt text; a javascript: logo URL is not', async () => {
    const withLogo = await openCheckout(desktop, desktop.polish, {});
    const logo = withLogo.page.getByRole('img', { name: 'Logo: Kubki Sp. z o.o.' });
    await expect.poll(() => logo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await logo.getAttribute('src')).toBe(LOGO_URL);
    const withoutLogo = await openCheckout(desktop, desktop.english, {});
    expect(await withoutLogo.page.locator('.checkout-card img').count()).toBe(0);
    expect(await withoutLogo.page.locator('.merchant-name').textContent()).toBe('Shop');
  });
});

describe('autoclose', () => {
  /**
   * A merchant of its own, whose context's clock the test holds still and moves by hand: the
   * countdown is then measured in the page's own time, not in how busy the machine is.
   */
  async function pausedCheckout(details: object) {
    const merchant = await openMerchant(await scene.browser.newContext({ viewport: DESKTOP }));
    await merchant.context.route('https://shop.example/**', (route) => route.fulfill({ body: 'shop', contentType: 'text/plain' }));
    await merchant.context.clock.install();
    const checkout = await openCheckout(merchant, merchant.english, {
      returnUrl: 'https://shop.example/thanks',
      triggerPayment: 'CARD',
      ...details,
    });
    // Paused a second ahead: the installed clock runs until then, and a time it has passed
    // already cannot be paused at. (Nothing counts down before the payment.)
    await checkout.page.clock.pauseAt((await checkout.page.evaluate(() => Date.now())) + 1000);
    await checkout.page.getByRole('button', { name: 'Pay 12.99 PLN' }).click();
    await checkout.page.getByTestId('payment-confirmation').waitFor();
    return { ...checkout, close: () => merchant.context.close() };
  }

  test('after paying, the confirmation counts down and goes to returnUrl on its own, after autoclose ms', async () => {
    const { page, close } = await pausedCheckout({ autoclose: 2500 });
    try {
      expect(await page.getByTestId('autoclose').textContent()).toMatch(/Returning to the shop in 3 s/);
      await shoot(page, 'checkout-autoclose-desktop');

      await page.clock.runFor(2_400);
      expect(page.url()).toContain('#/checkout/');
      expect(await page.getByTestId('autoclose').textContent()).toMatch(/Returning to the shop in 1 s/);

      await page.clock.runFor(200);
      await page.waitForURL('https://shop.example/thanks');
    } finally {
      await close();
    }
  });

  test('without autoclose the confirmation stays until back-to-shop is clicked', async () => {
    const { page, close } = await pausedCheckout({});
    try {
      await page.clock.runFor(60_000);
      expect(page.url()).toContain('#/checkout/');
      expect(await page.getByTestId('autoclose').count()).toBe(0);
      await page.getByRole('button', { name: 'Back to the shop' }).click();
      await page.waitForURL('https://shop.example/thanks');
    } finally {
      await close();
    }
  });
});

describe('the QR step', () => {
  test('on a desktop with qrStepEnabled it shows a QR code of this checkout, then the form on request', async () => {
    const { page, url } = await openCheckout(desktop, desktop.polish, { qrStepEnabled: true, productName: 'Kubek niebieski' });
    await page.getByRole('heading', { name: 'Zapłać telefonem' }).waitFor();
    const qr = page.getByRole('img', { name: 'Kod QR z adresem tej strony płatności' });
    const src = (await qr.getAttribute('src'))!;
    expect(src).toMatch(/^data:image\/svg\+xml/);
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    expect(readQr(new TextEncoder().encode(svg), 'svg')).toBe(url);
    expect(await page.locator('form.pay-form').count()).toBe(0);
    await shoot(page, 'checkout-qr-desktop');
    await page.getByRole('button', { name: 'Kontynuuj na tym urządzeniu' }).click();
    await page.locator('form.pay-form').waitFor();
  });

  test('is skipped when triggerPayment is set', async () => {
    const { page } = await openCheckout(desktop, desktop.english, { qrStepEnabled: true, triggerPayment: 'BLIK' });
    expect(await page.locator('form.pay-form').count()).toBe(1);
    expect(await page.getByTestId('qr-step').count()).toBe(0);
  });

  test('is skipped on a phone, where the Polish checkout with texts is photographed too', async () => {
    const phone = await openMerchant(await scene.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true }));
    try {
      const { page } = await openCheckout(phone, phone.polish, {
        qrStepEnabled: true,
        productName: 'Kubek niebieski',
        email: 'jan@example.test',
      });
      expect(await page.locator('form.pay-form').count()).toBe(1);
      expect(await page.getByTestId('qr-step').count()).toBe(0);
      expect(await page.locator('.checkout-title').textContent()).toBe(POLISH_TEXTS.title);
      await page.getByLabel('BLIK', { exact: true }).check();
      await shoot(page, 'checkout-pl-custom-phone');
      const sheet = await openCheckout(phone, phone.polish, { triggerPayment: 'GPAY', email: 'jan@example.test' });
      await walletSheet(sheet.page).waitFor();
      await shoot(sheet.page, 'checkout-wallet-phone');
    } finally {
      await phone.context.close();
    }
  });
});

describe('auto-start and the wallet sheet', () => {
  test('GPAY with a known e-mail opens the sheet on the first display only; Cancel keeps the tile', async () => {
    const { page } = await openCheckout(desktop, desktop.english, { triggerPayment: 'GPAY', email: 'ann@example.test' });
    await walletSheet(page).waitFor();
    expect(await walletSheet(page).textContent()).toContain('ann@example.test');
    await shoot(page, 'checkout-wallet-desktop');
    await walletSheet(page).getByRole('button', { name: 'Cancel' }).click();
    expect(await walletSheet(page).count()).toBe(0);
    expect(await chosen(page)).toBe('GPAY');
    await page.getByLabel('Card').check();
    await page.getByLabel('Google Pay').check();
    // Two frames after the tile is chosen, any effect it set off has run and painted.
    await expect.poll(() => chosen(page)).toBe('GPAY');
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
    expect(await walletSheet(page).count()).toBe(0);
    await page.reload();
    await walletSheet(page).waitFor();
  });

  test('APAY with an e-mail opens the Apple Pay sheet for that e-mail, and its Confirm pays with APAY', async () => {
    const { page, hash } = await openCheckout(desktop, desktop.english, { triggerPayment: 'APAY', email: 'ann@example.test' });
    const sheet = walletSheet(page, 'Apple Pay (sandbox)');
    await sheet.waitFor();
    expect(await sheet.textContent()).toContain('ann@example.test');
    expect(await chosen(page)).toBe('APAY');
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('payment-confirmation').waitFor();
    expect((await pageFetch(desktop.page, 'GET', `${BASE}/_sandbox/payments/${hash}`)).body).toMatchObject({
      status: 'COMPLETED',
      paymentMethod: 'APAY',
    });
  });

  test('no sheet without an e-mail, and none for BLIK: the tile is only preselected', async () => {
    const noEmail = await openCheckout(desktop, desktop.english, { triggerPayment: 'GPAY' });
    expect(await chosen(noEmail.page)).toBe('GPAY');
    expect(await noEmail.page.getByRole('dialog').count()).toBe(0);
    const blik = await openCheckout(desktop, desktop.english, { triggerPayment: 'BLIK', email: 'ann@example.test' });
    expect(await chosen(blik.page)).toBe('BLIK');
    expect(await blik.page.getByRole('dialog').count()).toBe(0);
  });

  test('confirming the auto-started sheet completes the payment with GPAY', async () => {
    const { page, hash } = await openCheckout(desktop, desktop.english, { triggerPayment: 'GPAY', email: 'ann@example.test' });
    await walletSheet(page).getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('payment-confirmation').waitFor();
    expect(await page.getByTestId('payment-confirmation').textContent()).toContain('paid with Google Pay');
    const status = await pageFetch(desktop.page, 'GET', `${STATUS}/api/payment/product/${desktop.english}/subproduct/${hash}/status`);
    expect(status).toEqual({ status: 200, body: { status: 'COMPLETED' } });
    expect((await pageFetch(desktop.page, 'GET', `${BASE}/_sandbox/payments/${hash}`)).body.paymentMethod).toBe('GPAY');
  });

  test('Pay with a wallet chosen by hand opens its sheet, in Polish on a Polish checkout', async () => {
    const { page, hash } = await openCheckout(desktop, desktop.english, { locale: 'pl-PL' });
    await page.getByLabel('Apple Pay').check();
    await page.getByRole('button', { name: 'Zapłać 12,99 zł' }).click();
    const sheet = walletSheet(page, 'Apple Pay (sandbox)');
    await sheet.getByRole('button', { name: 'Potwierdź' }).click();
    await page.getByTestId('payment-confirmation').waitFor();
    expect((await pageFetch(desktop.page, 'GET', `${BASE}/_sandbox/payments/${hash}`)).body).toMatchObject({
      status: 'COMPLETED',
      paymentMethod: 'APAY',
    });
  });
});
