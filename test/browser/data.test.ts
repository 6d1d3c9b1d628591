/**
 * The Data screen in Chromium: it counts what is stored and follows changes, exports the whole
 * sandbox as a file, resets it (keys stop working), imports the file back (they work again), and
 * refuses a file that is not a snapshot with the gateway's 400, changing nothing. Each test opens
 * its own visitor (a browser context, so its own sandbox) and stores what it needs itself.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { BASE, DESKTOP, openApp, openScene, pageFetch, PHONE, shoot, type Scene } from './app-scene';

/** 2026-01-15 12:00:00 UTC: a simulated time the snapshot must carry. */
const SIMULATED = Date.UTC(2026, 0, 15, 12, 0, 0);

let scene: Scene;

beforeAll(async () => {
  scene = await openScene();
});

afterAll(async () => {
  await scene?.close();
});

/** A visitor of the test's own on the Data screen, closed when the test ends. */
async function visit(): Promise<Page> {
  const context = await scene.browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  onTestFinished(() => context.close());
  return openApp(context, scene.server.appUrl, '#/data');
}

/** The number a count tile shows, e.g. `count(page, 'partners')`. */
const count = (page: Page, name: string) => page.getByTestId(`count-${name}`).textContent();

/** A keyed read that changes nothing: 200 while the key is known, 401 once it is not. */
const keyedStatus = async (page: Page, key: string) => (await pageFetch(page, 'GET', `${BASE}/api/pay/plugin/webhook`, { key })).status;

const exported = async (page: Page) => (await pageFetch(page, 'GET', `${BASE}/_sandbox/export`)).body;

/**
 * What the tests start from: a partner (two keys), a product and the clock simulated at
 * SIMULATED, stored through the page and counted on screen. Answers the sandbox key.
 */
async function storeShop(page: Page): Promise<string> {
  const partner = await pageFetch(page, 'POST', `${BASE}/_sandbox/partners`, { body: { name: 'Data shop' } });
  const key: string = partner.body.keys.sandbox;
  const product = await pageFetch(page, 'POST', `${BASE}/api/product/pay`, { key, body: { name: 'Data shop' } });
  expect(product.status).toBe(200);
  await pageFetch(page, 'POST', `${BASE}/_sandbox/clock`, { body: { mode: 'simulated', now: SIMULATED } });
  await expect.poll(() => count(page, 'products')).toBe('1');
  return key;
}

/** The sandbox's snapshot saved as a file named as the page names its downloads. */
async function snapshotFile(page: Page): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'data-test-')), 'gateway-playground-2026-01-15T12-00-00Z.json');
  await writeFile(path, JSON.stringify(await exported(page)));
  return path;
}

describe('the Data screen', () => {
  test('counts what is stored, following changes made while it is open', async () => {
    const page = await visit();
    await expect.poll(() => count(page, 'partners')).toBe('0');
    expect(await page.getByRole('link', { name: 'Data' }).getAttribute('aria-current')).toBe('page');
    const partner = await pageFetch(page, 'POST', `${BASE}/_sandbox/partners`, { body: { name: 'Data shop' } });
    const key = partner.body.keys.sandbox;
    const product = await pageFetch(page, 'POST', `${BASE}/api/product/pay`, { key, body: { name: 'Data shop' } });
    expect(product.status).toBe(200);
    await pageFetch(page, 'POST', `${BASE}/_sandbox/clock`, { body: { mode: 'simulated', now: SIMULATED } });
    await expect.poll(() => count(page, 'products')).toBe('1');
    expect(await count(page, 'partners')).toBe('1');
    expect(await count(page, 'apiKeys')).toBe('2');
    expect(await count(page, 'payments')).toBe('0');
    await expect.poll(() => page.getByTestId('clock-mode').textContent()).toContain('simulated');
    expect(await page.getByTestId('clock-mode').textContent()).toContain('2026-01-15 12:00:00 UTC');
    expect(await keyedStatus(page, key)).toBe(200);
  });

  test('Export downloads the snapshot as gateway-playground-<UTC time>.json', async () => {
    const page = await visit();
    await storeShop(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download snapshot' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^gateway-playground-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.json$/);
    const path = join(await mkdtemp(join(tmpdir(), 'data-test-')), download.suggestedFilename());
    await download.saveAs(path);
    const snapshot = JSON.parse(await readFile(path, 'utf8'));
    expect(snapshot).toMatchObject({ format: 'gateway-playground-snapshot', version: 1 });
    expect(snapshot.collections.partners).toHaveLength(1);
    expect(snapshot.collections.products).toHaveLength(1);
    expect(snapshot).toEqual(await exported(page));
    expect(await page.getByTestId('export-notice').textContent()).toContain(download.suggestedFilename());
    // The object URL was handed back once the download started.
    expect(await page.locator('a[download]').count()).toBe(0);
  });

  test('Reset asks first, then empties the counts, puts real time back, and the key answers 401', async () => {
    const page = await visit();
    const key = await storeShop(page);
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Reset sandbox' }).click();
    await page.getByTestId('reset-notice').waitFor();
    expect(question).toContain('Delete everything');
    for (const name of ['partners', 'apiKeys', 'products', 'payments', 'webhooks', 'deliveries', 'receivers']) {
      expect(await count(page, name)).toBe('0');
    }
    expect(await page.getByTestId('clock-mode').textContent()).toContain('real time');
    expect(await keyedStatus(page, key)).toBe(401);
  });

  test('Import of an exported file restores the counts, the clock and the key', async () => {
    const page = await visit();
    const key = await storeShop(page);
    const file = await snapshotFile(page);
    await pageFetch(page, 'POST', `${BASE}/_sandbox/reset`);
    await expect.poll(() => count(page, 'partners')).toBe('0');
    expect(await keyedStatus(page, key)).toBe(401);

    await page.getByLabel('Snapshot file (.json)').setInputFiles(file);
    const notice = page.getByTestId('import-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      'Imported gateway-playground-2026-01-15T12-00-00Z.json. Now stored: 1 partner, 2 API keys, 1 product.',
    );
    expect(await count(page, 'partners')).toBe('1');
    expect(await count(page, 'products')).toBe('1');
    expect(await page.getByTestId('clock-mode').textContent()).toContain('2026-01-15 12:00:00 UTC');
    expect(await keyedStatus(page, key)).toBe(200);
    await shoot(page, 'data-desktop');
  });

  test('a JSON file the gateway cannot take as a snapshot shows its 400 and changes nothing', async () => {
    const page = await visit();
    const key = await storeShop(page);
    const before = await exported(page);
    let question = '';
    // The workspace holds data: an import asks before replacing it.
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByLabel('Snapshot file (.json)').setInputFiles({
      name: 'orders.json',
      mimeType: 'application/json',
      // Our format's tag, so the page asks and sends it; its collections are missing, so the gateway refuses.
      buffer: Buffer.from(JSON.stringify({ format: 'gateway-playground-snapshot', version: 1, collections: {} })),
    });
    const alert = page.getByTestId('import-notice');
    await expect.poll(() => alert.textContent()).toBe('400: Not a gateway-playground snapshot. Nothing was changed.');
    expect(await alert.getAttribute('role')).toBe('alert');
    expect(question).toContain('This workspace holds 1 partner, 2 API keys, 1 product. Importing replaces all of it.');
    expect(await exported(page)).toEqual(before);
    expect(await count(page, 'partners')).toBe('1');
    expect(await keyedStatus(page, key)).toBe(200);
  });

  /** Says yes to the question an import into a workspace holding data asks. */
  const acceptDialog = (dialog: Dialog) => void dialog.accept();

  test('pasted text is the second way in: not JSON is refused, a snapshot is taken', async () => {
    const page = await visit();
    const key = await storeShop(page);
    const snapshot = JSON.stringify(await exported(page));
    const paste = page.getByLabel("Or paste the snapshot's JSON");
    const importButton = page.getByRole('button', { name: 'Import pasted JSON' });
    page.on('dialog', acceptDialog);
    await paste.fill('<img src=x onerror=alert(1)>');
    await importButton.click();
    await expect
      .poll(() => page.getByTestId('import-notice').textContent())
      .toBe('That is not JSON, so it is no snapshot. Nothing was changed.');
    expect(await page.locator('.data-import img').count()).toBe(0);
    await pageFetch(page, 'POST', `${BASE}/_sandbox/reset`);
    await expect.poll(() => count(page, 'partners')).toBe('0');
    await paste.fill(snapshot);
    await importButton.click();
    await expect.poll(() => page.getByTestId('import-notice').textContent()).toContain('Imported the pasted JSON.');
    expect(await paste.inputValue()).toBe('');
    expect(await count(page, 'partners')).toBe('1');
    expect(await keyedStatus(page, key)).toBe(200);
  });

  test('phone-width screen', async () => {
    const phone = await scene.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    onTestFinished(() => phone.close());
    const phonePage = await openApp(phone, scene.server.appUrl, '#/data');
    await pageFetch(phonePage, 'POST', `${BASE}/_sandbox/partners`, { body: { name: 'Phone shop' } });
    await expect.poll(() => phonePage.getByTestId('count-partners').textContent()).toBe('1');
    await phonePage.getByLabel('Snapshot file (.json)').setInputFiles({
      name: 'orders.json',
      mimeType: 'application/json',
      buffer: Buffer.from('[]'),
    });
    await phonePage.getByTestId('import-notice').waitFor();
    await shoot(phonePage, 'data-phone');
  });
});
