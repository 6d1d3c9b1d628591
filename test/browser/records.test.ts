/**
 * Records, faults and recording in Chromium: a payment found and moved on the Records screen, a
 * 100% 503 fault shown in the header and met by the API, and a HAR export that holds every
 * request in the console's history and every webhook delivery.
 */
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, DESKTOP, hashOf, newPayment, openApp, openScene, pageFetch, PHONE, shoot, waitForApp, type Scene } from './app-scene';

let scene: Scene;
let context: BrowserContext;
let page: Page;
let key: string;
let productId: string;

beforeAll(async () => {
  scene = await openScene();
  context = await scene.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  page = await openApp(context, scene.server.appUrl, '#/records');
  const partner = await pageFetch(page, 'POST', `${BASE}/_sandbox/partners`, { body: { name: 'Records shop' } });
  key = partner.body.keys.sandbox;
  productId = (await pageFetch(page, 'POST', `${BASE}/api/product/pay`, { key, body: { name: 'Mugs', shortName: 'mugs' } })).body.id;
  await pageFetch(page, 'POST', `${BASE}/api/pay/plugin/webhook`, {
    key,
    body: {
      endpoint: 'https://hooks.gateway.test/orders',
      method: 'POST',
      expectedCode: 200,
      retries: 0,
      type: 'PAYMENT',
      headers: {},
      productIds: [productId],
    },
  });
});

afterAll(async () => {
  await scene?.close();
});

/** Moves within the app by its hash route, as a person following links would. */
async function go(hash: string) {
  await page.evaluate((target) => (location.hash = target), hash);
}

/** Sends one request through the Console screen's form, as a person would; the body typed into Monaco. */
async function sendFromConsole(method: string, url: string, body = '') {
  await go('#/console');
  const form = page.getByRole('form', { name: 'Request' });
  await form.locator('.monaco-editor').waitFor();
  await form.getByLabel('Method').selectOption(method);
  await form.getByRole('textbox', { name: 'URL', exact: true }).fill(url);
  await form.getByLabel('X-API-KEY').fill(key);
  await form.locator('.monaco-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // Inserted, not typed, so Monaco's auto-closing brackets do not double them.
  if (body) await page.keyboard.insertText(body);
  const answered = page.waitForResponse((response) => response.url() === url);
  await form.getByRole('button', { name: 'Send' }).click();
  await answered;
  // Exact: "Send" alone also names the button while it reads "Sending…", which it does until the
  // request is kept in the history; a HAR downloaded before then missed the last request.
  await form.getByRole('button', { name: 'Send', exact: true }).waitFor();
}

describe('the Records screen', () => {
  test('finds a payment by its externalId and moves it to COMPLETED', async () => {
    const hash = hashOf(await newPayment(page, key, productId, { price: 1299, externalId: 'case-42' }));
    await go('#/records/payments');
    await page.getByLabel('Search').fill('case-42');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('link', { name: hash }).click();
    const detail = page.getByRole('region', { name: 'Payments record' });
    await detail.getByLabel('Move to').selectOption('COMPLETED');
    await detail.getByRole('button', { name: 'Move payment' }).click();

    // Waited for as the page shows it, not with expect.poll, which gives up after 1 s: the move,
    // the delivery it causes and the screen's re-reads take longer on a loaded machine.
    await detail.getByRole('list', { name: 'Status history' }).filter({ hasText: 'COMPLETED' }).waitFor();
    expect((await pageFetch(page, 'GET', `${BASE}/_sandbox/payments/${hash}`)).body.status).toBe('COMPLETED');
    await detail.locator('.record-attempts', { hasText: 'SUCCEEDED' }).waitFor();
    // Each attempt names the webhook's endpoint it went to, linking to the webhook.
    expect(await detail.locator('.record-attempts a').first().textContent()).toBe('https://hooks.gateway.test/orders');
    await shoot(page, 'records-payment-desktop');
    await page.setViewportSize(PHONE);
    await shoot(page, 'records-payment-phone');
    await page.setViewportSize(DESKTOP);
  });
});

describe('API faults', () => {
  test('a 100% 503 fault shows in the header and in the answers until turned off', async () => {
    await go('#/faults');
    const form = page.getByRole('form', { name: 'Faults of sandbox' });
    await form.getByLabel('Share of errors (%)').fill('100');
    await form.getByRole('button', { name: 'Apply faults' }).click();

    await page.locator('.app-header .fault-badge', { hasText: /^Faults on: sandbox 100% 503$/ }).waitFor();
    expect(await pageFetch(page, 'GET', `${BASE}/api/pay/plugin/webhook`, { key })).toEqual({
      status: 503,
      body: { status: 503, message: 'Service Unavailable' },
    });
    await shoot(page, 'faults-desktop');
    await form.getByRole('button', { name: 'Turn off' }).click();
    await page.locator('.app-header .fault-badge').waitFor({ state: 'detached' });
    expect((await pageFetch(page, 'GET', `${BASE}/api/pay/plugin/webhook`, { key })).status).toBe(200);
  });
});

describe('Record', () => {
  test('the HAR export parses and holds every request the console sent and every delivery', async () => {
    const pricing = `${BASE}/api/pay/product/${productId}/subproduct/pricing`;
    await sendFromConsole('POST', pricing, JSON.stringify({ price: 500, externalId: 'har-1' }));
    await sendFromConsole('GET', `${BASE}/api/pay/plugin/webhook`);
    await sendFromConsole('GET', `${BASE}/api/no-such-route`);
    await go('#/records');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download HAR' }).click()]);
    const har = JSON.parse(await readFile((await download.path())!, 'utf8'));

    expect(download.suggestedFilename()).toMatch(/^gateway-playground-.*Z\.har$/);
    expect(har.log.version).toBe('1.2');
    const consoleEntries = har.log.entries.filter((entry: { comment: string }) => entry.comment === 'console');
    expect(consoleEntries.map((entry: any) => [entry.request.method, entry.request.url, entry.response.status])).toEqual([
      ['POST', pricing, 200],
      ['GET', `${BASE}/api/pay/plugin/webhook`, 200],
      ['GET', `${BASE}/api/no-such-route`, 404],
    ]);
    expect(consoleEntries[0].request.postData.text).toBe(JSON.stringify({ price: 500, externalId: 'har-1' }));
    const deliveries = har.log.entries.filter((entry: { comment: string }) => entry.comment.startsWith('webhook delivery'));
    expect(deliveries.map((entry: any) => [entry.request.url, entry.response.status])).toEqual([
      ['https://hooks.gateway.test/orders', 200],
    ]);
  });
});

describe('Workspaces', () => {
  test('a workspace made from the header opens empty, and the user’s own is untouched when switched back', async () => {
    await go('#/records/partners');
    const own = (await pageFetch(page, 'GET', `${BASE}/_sandbox/partners`)).body;
    const switcher = page.locator('.app-header').getByRole('combobox', { name: 'Workspace' });

    await switcher.selectOption({ label: 'New workspace…' });
    const form = page.locator('.app-header').getByRole('form', { name: 'New workspace' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Case 4211');
    await Promise.all([page.waitForURL(/\?workspace=w-/), form.getByRole('button', { name: 'Create' }).click()]);
    await waitForApp(page);
    expect(await switcher.locator('option:checked').textContent()).toBe('Case 4211');
    expect((await pageFetch(page, 'GET', `${BASE}/_sandbox/partners`)).body).toEqual([]);
    await pageFetch(page, 'POST', `${BASE}/_sandbox/partners`, { body: { name: 'Merchant in case 4211' } });
    await page.getByRole('cell', { name: 'Merchant in case 4211' }).waitFor();
    await shoot(page, 'workspaces-desktop');
    await page.setViewportSize(PHONE);
    await shoot(page, 'workspaces-phone');
    await page.setViewportSize(DESKTOP);

    await Promise.all([page.waitForURL((url) => !url.search.includes('workspace=')), switcher.selectOption({ label: 'My sandbox' })]);
    await waitForApp(page);
    expect((await pageFetch(page, 'GET', `${BASE}/_sandbox/partners`)).body).toEqual(own);
  });
});

describe('Case files', () => {
  /** Saves the workspace shown as a case file from the Data screen; answers the file's text. */
  async function saveCaseFile(): Promise<string> {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save case file' }).click()]);
    return readFile((await download.path())!, 'utf8');
  }

  test('a case file opens in a new workspace with the same data and history, exactly', async () => {
    await go('#/data');
    const saved = JSON.parse(await saveCaseFile());
    expect(saved.history.length).toBeGreaterThan(0);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open case file…' }).click();
    await Promise.all([
      page.waitForURL(/\?workspace=w-/),
      (await chooser).setFiles({ name: 'Case 77.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(saved)) }),
    ]);
    await waitForApp(page);
    // Named by the case, not its file; saved from the user's own sandbox, it says when, so it is
    // not taken for the reader's own.
    const name = `My sandbox (case saved ${new Date(saved.savedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC)`;
    await page
      .getByTestId('case-notice')
      .filter({ hasText: `Opened the case “${name}” in this workspace.` })
      .waitFor();
    expect(await page.locator('.app-header select option:checked').textContent()).toBe(name);
    await shoot(page, 'case-opened-desktop');

    const reopened = JSON.parse(await saveCaseFile());
    expect(reopened.snapshot).toEqual(saved.snapshot);
    expect(reopened.history).toEqual(saved.history);
  });

  test('a damaged case file is refused with what is wrong, and nothing is made', async () => {
    const saved = JSON.parse(await saveCaseFile());
    saved.snapshot.collections.products[0].partnerId = '0190abcd-0000-7000-8000-00000000dead';
    const before = { url: page.url(), workspaces: await page.locator('.app-header select option').allTextContents() };

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open case file…' }).click();
    await (await chooser).setFiles({ name: 'case.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(saved)) });

    await page
      .getByTestId('case-notice')
      .filter({ hasText: /^This case’s data is damaged: Bad snapshot record products\[0\].* Nothing was changed\.$/ })
      .waitFor();
    expect(await page.getByTestId('case-notice').getAttribute('role')).toBe('alert');
    expect({ url: page.url(), workspaces: await page.locator('.app-header select option').allTextContents() }).toEqual(before);
  });
});
