/**
 * Every screen opens and shows its data with a large sandbox stored: 100,000 payments and 10,000
 * delivery attempts. How fast each opens is measured by `npm run bench`, not here.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, DESKTOP, openApp, openScene, pageFetch, PHONE, SHOTS_DIR, type Scene } from './app-scene';
import { fillLargeStore, type LargeStore } from './large-store';
import { screenVisits } from './screens';
import { ATTEMPT_PAGE } from '../../src/ui/webhooks/webhooks-store';

/**
 * Scrolls to `target` once its neighbours have drawn: cards out of view skip layout until near,
 * so the first scroll lands by their estimated height and the second by their drawn one.
 */
async function scrollTo(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

let scene: Scene;
let context: BrowserContext;
let page: Page;
let store: LargeStore;

beforeAll(async () => {
  scene = await openScene();
  context = await scene.browser.newContext({ viewport: DESKTOP });
  page = await openApp(context, scene.server.appUrl, '#/keys');
  store = await fillLargeStore(page, { payments: 100_000, attempts: 10_000 });
}, 300_000);

afterAll(async () => {
  await scene?.close();
});

describe('with 100,000 payments and 10,000 delivery attempts stored', () => {
  test('every screen opens and shows its data', async () => {
    /** What each screen shows of the large store once it is usable. */
    const shows: Record<string, string> = {
      console: 'Console',
      keys: 'Large shop',
      webhooks: 'orders',
      data: '100,001',
      checkout: '12.99',
      reference: 'POST /api/product/pay',
    };
    const visits = screenVisits(store);
    expect(visits.map((visit) => visit.name).sort()).toEqual(Object.keys(shows).sort());
    for (const visit of visits) {
      await page.evaluate((hash) => (location.hash = hash), visit.hash);
      await page.locator(visit.ready).first().waitFor();
      await expect.poll(() => page.locator(`main[data-screen="${visit.name}"]`).textContent()).toContain(shows[visit.name]);
      // The visible part only: the inspector's full list is many screens tall.
      await page.screenshot({ path: `${SHOTS_DIR}/scale-${visit.name}.png` });
    }
  });

  test('the Data screen counts every record', async () => {
    await page.evaluate(() => (location.hash = '#/data'));
    // The copies, and the seed payment and attempt they were copied from.
    await expect.poll(() => page.getByTestId('count-payments').textContent()).toBe('100,001');
    expect(await page.getByTestId('count-deliveries').textContent()).toBe('10,001');
  });

  test('the Webhooks screen draws the newest page of attempts and offers the older ones', async () => {
    await page.evaluate(() => (location.hash = '#/webhooks'));
    await expect.poll(() => page.getByTestId('delivery-count').textContent()).toContain(`${ATTEMPT_PAGE} attempts`);
    expect(await page.getByTestId('notification').count()).toBe(ATTEMPT_PAGE / 2);

    const showOlder = page.getByRole('button', { name: 'Show older attempts' });
    await scrollTo(showOlder);
    await page.screenshot({ path: `${SHOTS_DIR}/scale-webhooks-older.png` });
    await showOlder.click();

    await expect.poll(() => page.getByTestId('notification').count()).toBe(ATTEMPT_PAGE);
  });

  test('at phone size the inspector still ends its page with the way to older attempts', async () => {
    await page.setViewportSize(PHONE);
    await page.evaluate(() => (location.hash = '#/webhooks'));
    const showOlder = page.getByRole('button', { name: 'Show older attempts' });
    await scrollTo(showOlder);
    await page.screenshot({ path: `${SHOTS_DIR}/scale-webhooks-phone.png` });
    expect(await showOlder.isVisible()).toBe(true);
    await page.setViewportSize(DESKTOP);
  });

  test('the checkout of one of them is payable', async () => {
    await page.evaluate((hash) => (location.hash = hash), `#/checkout/${store.productId}?externalId=${store.unpaidHash}`);
    await page.locator('.pay-form').waitFor();
    expect(await page.locator('.checkout-card').textContent()).toContain('12.99');

    await page.getByLabel('BLIK', { exact: true }).check();
    await page.getByLabel('BLIK code').fill('777123');
    await page.getByRole('button', { name: 'Pay 12.99 PLN' }).click();
    await page.getByTestId('payment-confirmation').waitFor();

    const stored = await pageFetch(page, 'GET', `${BASE}/_sandbox/payments/${store.unpaidHash}`);
    expect([stored.body.status, stored.body.paymentMethod]).toEqual(['COMPLETED', 'BLIK']);
  });
});
