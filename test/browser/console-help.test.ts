/**
 * What the console tells a person writing a request, in Debian's Chromium: Monaco completes enum
 * values from the schemas (never offering null) and describes them, warns about the interface's
 * "wrong but 200" mistakes, the answer says why a bare 400 was given, and the keyboard reaches
 * the request through the skip link. Shot in the light and dark themes, at desktop and phone size.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, DESKTOP, helper, monacoHoverText, openAppScene, pageFetch, PHONE, shoot, type AppScene } from './app-scene';

let scene: AppScene;
let page: Page;

beforeAll(async () => {
  scene = await openAppScene('#/console');
  page = scene.page;
  // A product to pay in, so the payment's URL is whole.
  const key = (await helper(page, 'POST', '/partners', { name: 'Help shop' })).keys.sandbox as string;
  await pageFetch(page, 'POST', `${BASE}/api/product/pay`, { key, body: { name: 'Mugs', shortName: 'mugs-help' } });
  await page.reload();
  await page.locator('.app-header').waitFor();
});

afterAll(async () => {
  await scene?.close();
});

const bodyEditor = () => page.locator('.request-panel .monaco-editor');
const offered = () => page.locator('.request-panel .suggest-widget .monaco-list-row').allTextContents();

/** Replaces the body in Monaco as typed text (inserted, so no auto-closing brackets interfere). */
async function typeBody(text: string): Promise<void> {
  await bodyEditor().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** Axe's violations inside `selector`, contrast included. */
async function axeViolationsIn(selector: string): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async (include) => {
    const found = await (window as unknown as { axe: typeof axe }).axe.run({ include: [include] });
    return found.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  }, selector);
}

async function pick(step: string): Promise<void> {
  await page.getByRole('button', { name: step }).click();
  await bodyEditor().waitFor();
  await expect.poll(() => page.getByRole('textbox', { name: 'URL', exact: true }).inputValue()).not.toContain('{productId}');
}

describe('the console helps write a request', () => {
  test('Ctrl+Space after "triggerPayment": offers the payment methods, described; productType offers PAY and no null', async () => {
    await pick('4. Create a payment');
    await typeBody('{"price": 1299, "externalId": "help-1", "details": {"returnUrl": "https://shop.example", "triggerPayment": ');
    await page.keyboard.press('Control+Space');
    await expect.poll(offered).toEqual(['"APAY"', '"BLIK"', '"CARD"', '"GPAY"', '"PAY_BY_LINK"', '"PAYPO"', '"TRANSFER"']);
    await page.keyboard.press('Escape');
    await page.keyboard.insertText('"BLIK"}}');
    const blik = bodyEditor().locator('.view-line span', { hasText: '"BLIK"' }).first();
    expect(await monacoHoverText(page, blik)).toContain('any six-digit code starting with 777 pays');

    await pick('1. Create a product');
    await typeBody('{"name": "Mugs", "productType": ');
    await page.keyboard.press('Control+Space');
    await expect.poll(offered).toEqual(['"PAY"']);
    await page.keyboard.press('Escape');
  });

  test('amount for price and returnUrl outside details are warnings, not errors, saying what the gateway does', async () => {
    await pick('4. Create a payment');
    await typeBody('{"amount": 1299, "externalId": "help-2", "returnUrl": "https://shop.example"}');
    // amount, returnUrl, and the opening brace (no price, no details.returnUrl).
    await expect.poll(() => bodyEditor().locator('.squiggly-warning').count()).toBeGreaterThanOrEqual(2);
    expect(await bodyEditor().locator('.squiggly-error').count()).toBe(0);
    // F8 goes to each marker in turn and shows its message, as the problems of an editor are read from the keyboard.
    await page.keyboard.press('ControlOrMeta+Home');
    const messages: string[] = [];
    for (let index = 0; index < 4; index++) {
      await page.keyboard.press('F8');
      await expect.poll(() => page.locator('.marker-widget').isVisible()).toBe(true);
      messages.push((await page.locator('.marker-widget .message').first().textContent()) ?? '');
    }
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('`amount` is not a field of the interface: the gateway ignores it and answers 200'),
        expect.stringContaining('`returnUrl` is read only inside `details`'),
      ]),
    );
    await shoot(page, 'console-help-warnings-desktop');
    await page.keyboard.press('Escape');
  });

  test('"price": "1299" answers the bare 400, and the console says why beside it', async () => {
    await pick('4. Create a payment');
    await typeBody('{"price": "1299", "externalId": "help-3"}');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect.poll(() => page.getByTestId('response-status').textContent()).toBe('400 Bad Request');
    expect(await page.getByRole('region', { name: 'Why this answer' }).textContent()).toContain(
      'price is "1299", a string; the interface takes a number there',
    );
    for (const theme of ['Light', 'Dark'] as const) {
      await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: theme }).click();
      await page.getByRole('region', { name: 'Why this answer' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/console-reasons-${theme.toLowerCase()}-desktop.png` });
      expect(await axeViolationsIn('.answer-reasons')).toEqual([]);
    }
  });

  test('a body that is not JSON is held back with a choice in the page', async () => {
    await typeBody('{"price": 1299, "externalId": "help-4",}');
    await page.keyboard.press('ControlOrMeta+Enter');
    const ask = page.getByRole('alertdialog', { name: 'The body is not JSON.' });
    await ask.waitFor();
    expect(await ask.textContent()).toContain('A comma before a closing bracket, which JSON does not allow, at line 1, column 39.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Send anyway');
    await page.screenshot({ path: '/tmp/shots/console-confirm-dark-desktop.png' });
    expect(await axeViolationsIn('.send-confirm')).toEqual([]);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('region', { name: 'Why this answer' }).textContent())
      .toContain('The body is not JSON: a comma before a closing bracket');
  });

  test('the skip link leads into the request, and Ctrl+K ranks the webhook operations first for "webhook"', async () => {
    await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Light' }).click();
    await page.getByRole('button', { name: '1. Create a product' }).click();
    await page.getByRole('link', { name: 'Skip to the request' }).focus();
    await page.screenshot({ path: '/tmp/shots/console-skip-link-light-desktop.png' });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('form')?.getAttribute('aria-label'))).toBe('Request');
    await page.keyboard.press('ControlOrMeta+K');
    await page.getByRole('combobox', { name: 'Operation' }).fill('webhook');
    expect(await page.getByRole('listbox', { name: 'Matching operations' }).getByRole('option').first().textContent()).toMatch(
      /^GET\/api\/pay\/plugin\/webhook/,
    );
    await page.screenshot({ path: '/tmp/shots/console-palette-webhook-light-desktop.png' });
    await page.keyboard.press('Escape');
  });

  test('on a phone, the reasons stay readable in both themes', async () => {
    await page.setViewportSize(PHONE);
    await pick('4. Create a payment');
    await typeBody('');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(() => page.getByTestId('response-status').textContent()).toBe('400 Bad Request');
    for (const theme of ['Light', 'Dark'] as const) {
      await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: theme }).click();
      await page.getByRole('region', { name: 'Why this answer' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/console-reasons-${theme.toLowerCase()}-phone.png` });
    }
    const box = await page.getByRole('region', { name: 'Why this answer' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);
  });
});
