/**
 * Every action on every screen can be reached with Tab and used from the keyboard. The audit
 * walks each screen with Tab, as a keyboard user does, and compares what took focus with every
 * control a pointer could use there: a control Tab never reaches (a label standing in for a
 * hidden input, a clickable box with no role) is named in the failure.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BASE, DESKTOP, helper, newPayment, openApp, openScene, pageFetch, PHONE, type Scene } from './app-scene';
import { CONTRACT_SCENARIO_STEPS } from '../support/contract-scenario';

let scene: Scene;
let context: BrowserContext;
let page: Page;
/** The checkout of the payment made for the audit, and a scenario link that makes one. */
let checkoutHash: string;
let scenarioHash: string;

beforeAll(async () => {
  scene = await openScene();
  context = await scene.browser.newContext({ viewport: DESKTOP });
  page = await openApp(context, scene.server.appUrl);
  // Something on every screen: a partner with a product, a payment, a webhook and its delivery.
  const key = (await helper(page, 'POST', '/partners', { name: 'Keyboard shop' })).keys.sandbox as string;
  const product = await pageFetch(page, 'POST', `${BASE}/api/product/pay`, { key, body: { name: 'Mugs', shortName: 'mugs-kb' } });
  const webhook = await pageFetch(page, 'POST', `${BASE}/api/pay/plugin/webhook`, {
    key,
    body: { name: 'orders', endpoint: 'https://hooks.gateway.test/shop', method: 'POST', expectedCode: 200, retries: 0 },
  });
  await pageFetch(page, 'POST', `${BASE}/api/pay/plugin/webhook/${webhook.body.id}/products/${product.body.id}`, { key });
  const redirectUrl = await newPayment(page, key, product.body.id, { price: 1299, externalId: 'kb-1', details: {} });
  checkoutHash = redirectUrl.slice(redirectUrl.indexOf('#'));
  const scenario = {
    v: 1,
    title: 'Create a payment',
    steps: CONTRACT_SCENARIO_STEPS,
  };
  scenarioHash = `#/scenario/${Buffer.from(JSON.stringify(scenario)).toString('base64url')}`;
});

afterAll(async () => {
  await scene?.close();
});

/**
 * Marks every control a pointer can use on the screen (visible, enabled) with `data-kb`, and
 * answers how each is named, by its mark. Radios of one group count as one control: Tab enters
 * a group once and arrows move inside it.
 */
function markControls(target: Page): Promise<Record<string, string>> {
  return target.evaluate(() => {
    const named: Record<string, string> = {};
    const seenGroups = new Set<string>();
    const selector = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [tabindex]';
    // Not `getClientRects`: the contents of a closed <details> keep their boxes, under content-visibility.
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
    let index = 0;
    const mark = (element: Element, name: string) => {
      element.setAttribute('data-kb', String(index));
      named[String(index++)] = name;
    };
    for (const element of document.querySelectorAll(selector)) {
      if (element.getAttribute('tabindex') === '-1' || (element as HTMLButtonElement).disabled || !visible(element)) continue;
      // Monaco's own parts are one control: its text area.
      if (element.closest('.monaco-editor') && !element.matches('textarea')) continue;
      if (element instanceof HTMLInputElement && element.type === 'radio') {
        if (seenGroups.has(element.name)) continue;
        seenGroups.add(element.name);
      }
      const label =
        element.getAttribute('aria-label') ||
        (element as HTMLElement).innerText?.trim() ||
        element.getAttribute('title') ||
        element.className;
      mark(element, `${element.tagName.toLowerCase()} "${String(label).slice(0, 60) || (element as HTMLInputElement).name || '?'}"`);
    }
    // What looks clickable but no control is inside: a label for a hidden input, a clickable box.
    for (const element of document.querySelectorAll('body *')) {
      if (element.hasAttribute('data-kb') || element.closest('[data-kb], .monaco-editor') || !visible(element)) continue;
      if (getComputedStyle(element).cursor !== 'pointer' || element.querySelector('[data-kb]')) continue;
      if (element.parentElement && getComputedStyle(element.parentElement).cursor === 'pointer') continue;
      // A label for a control that is there to reach (a radio of a group Tab enters once) is fine.
      const control = element instanceof HTMLLabelElement ? element.control : null;
      if (control && (visible(control) || (control instanceof HTMLInputElement && control.type === 'radio'))) continue;
      mark(element, `pointer-only ${element.tagName.toLowerCase()} "${(element as HTMLElement).innerText.trim().slice(0, 60)}"`);
    }
    return named;
  });
}

/** Tabs from the top of the screen until focus comes back round; answers the marks that took focus. */
async function tabThrough(target: Page, most = 600): Promise<Set<string>> {
  await target.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const reached = new Set<string>();
  let first: string | null = null;
  let previous: Element | null = null;
  for (let press = 0; press < most; press++) {
    await target.keyboard.press('Tab');
    const at = await target.evaluate(
      (before) => {
        const active = document.activeElement;
        const marked = active?.closest('[data-kb]');
        const radio = active instanceof HTMLInputElement && active.type === 'radio' ? active.name : null;
        const stuck = before === (active?.getAttribute('data-kb-walk') ?? null);
        active?.setAttribute('data-kb-walk', String(Math.random()));
        return {
          mark: marked?.getAttribute('data-kb') ?? null,
          stuckInMonaco: stuck && Boolean(active?.closest('.monaco-editor')),
          radio,
          walked: active?.getAttribute('data-kb-walk') ?? null,
        };
      },
      previous as string | null,
    );
    previous = at.walked as never;
    if (at.radio) {
      const group = await target.evaluate(
        (name) => document.querySelector(`input[type="radio"][name="${name}"][data-kb]`)?.getAttribute('data-kb') ?? null,
        at.radio,
      );
      if (group) reached.add(group);
    }
    if (at.mark !== null && !at.stuckInMonaco) {
      if (at.mark === first) break;
      first ??= at.mark;
      reached.add(at.mark);
    }
    // Monaco keeps Tab for indenting; Ctrl+M (which it announces) lets Tab move focus on.
    if (at.stuckInMonaco) await target.keyboard.press('Control+m');
  }
  return reached;
}

/** Each screen, and what shows once it is there (the customer's checkout has no page heading). */
const SCREENS: [name: string, hash: () => string, shown: string][] = [
  ...['console', 'keys', 'webhooks', 'data', 'records', 'faults'].map((name): [string, () => string, string] => [
    name,
    () => `#/${name}`,
    `main[data-screen="${name}"] .page-intro h1`,
  ]),
  ['scenario', () => scenarioHash, 'main[data-screen="scenario"] .step-list'],
  ['checkout', () => checkoutHash, 'main[data-screen="checkout"] .pay-form button'],
];

describe('the keyboard', () => {
  for (const [name, hash, shown] of SCREENS)
    for (const size of ['desktop', 'phone'] as const) {
      test(`reaches every control of the ${name} screen with Tab, at ${size} size`, async () => {
        await page.setViewportSize(size === 'phone' ? PHONE : DESKTOP);
        await page.goto(`${scene.server.appUrl}${hash()}`);
        await page.locator(shown).first().waitFor();
        const controls = await markControls(page);
        const reached = await tabThrough(page);

        // A control that went away or was disabled meanwhile (the screen's first reads arriving) is no miss.
        const gone = await page.evaluate(
          (marks) =>
            marks.filter((mark) => {
              const element = document.querySelector(`[data-kb="${mark}"]`) as HTMLButtonElement | null;
              return !element || element.disabled || !element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
            }),
          Object.keys(controls).filter((mark) => !reached.has(mark)),
        );
        const unreached = Object.entries(controls)
          .filter(([mark]) => !reached.has(mark) && !gone.includes(mark))
          .map(([, name]) => name);
        // At the least a screen's few controls (the customer's checkout: its methods, the e-mail and Pay).
        expect(Object.keys(controls).length).toBeGreaterThanOrEqual(3);
        expect(unreached).toEqual([]);
      });
    }

  test('opens a case file from the keyboard: the Data screen’s button takes focus and Enter opens the chooser', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${scene.server.appUrl}#/data`);
    const open = page.locator('main[data-screen="data"]').getByRole('button', { name: 'Open case file…' });
    await open.waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // Asked for first: Playwright starts catching file choosers only once it has told the browser to.
    const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
    const focused = () => open.evaluate((element) => element === document.activeElement);
    for (let press = 0; press < 300 && !(await focused()); press++) await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    await page.keyboard.press('Enter');
    expect((await chooser).isMultiple()).toBe(false);
  });
});
