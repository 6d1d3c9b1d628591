/**
 * Light and dark in Chromium: embeds follow the reader's prefers-color-scheme, a docs page on
 * another site included, and `?theme=` forces one; the app follows it too, with a header switch
 * it remembers across reloads (Monaco's editors following live) and that works with storage
 * denied; the theme is there at the first paint, before any of the app's scripts; and axe finds
 * nothing, contrast included, on every main screen in either theme. Each screen is shot in both
 * themes at desktop and phone size (/tmp/shots/theme-*).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import axe from 'axe-core';
import { decode } from 'fast-png';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeScenario } from '../../src/ui/scenario-links/scenario-codec';
import { merchantWithPayment, serve } from '../node/support';
import { serveStatic, type StaticServer } from '../support/static-server';
import { BASE, DESKTOP, hashOf, helper, newPayment, openApp, openScene, pageFetch, PHONE, shoot, type Scene } from './app-scene';
import { CREATE_PAYMENT } from './embed-scenarios';

type Theme = 'light' | 'dark';

/** The tokens' values (src/ui/styles.css): --bg and --surface in each theme. */
const BG: Record<Theme, string> = { light: 'rgb(245, 246, 248)', dark: 'rgb(15, 18, 24)' };
const SURFACE: Record<Theme, string> = { light: 'rgb(255, 255, 255)', dark: 'rgb(24, 28, 36)' };

const examples = [...readFileSync('examples.html', 'utf8').matchAll(/<iframe src="\.\/#\/embed\/([^"]+)"/g)].map((match) => match[1]!);
/** examples.html's second example: an SVG banner with a QR code, drawn for paper. */
const bannerExample = examples[1]!;
/** examples.html's third example: a webhook delivery drawn as its timeline. */
const webhookExample = examples[2]!;

let scene: Scene;
let embed: string;

beforeAll(async () => {
  scene = await openScene();
  embed = await encodeScenario(CREATE_PAYMENT, { compress: true });
});

afterAll(async () => {
  await scene?.close();
});

const backgroundOf = (target: Page | Frame, selector: string) =>
  target
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

/** Opens `hash` of the app in a fresh browser whose reader prefers `scheme`, and waits for `ready`. */
async function openFor(scheme: Theme, hash: string, ready: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await scene.browser.newContext({ viewport: DESKTOP, colorScheme: scheme });
  const page = await context.newPage();
  await page.goto(scene.server.appUrl + hash);
  await page.locator(ready).first().waitFor();
  return { context, page };
}

describe('an embed', () => {
  const answer = '.embed [data-testid="answer-body"]';

  test.each(['light', 'dark'] as const)('follows a %s reader when its link names no theme', async (scheme) => {
    const { context, page } = await openFor(scheme, `#/embed/${embed}`, answer);
    expect(await backgroundOf(page, '.embed')).toBe(SURFACE[scheme]);
    await context.close();
  });

  test.each([
    ['dark', 'light'],
    ['light', 'dark'],
  ] as const)('?theme=%s after its data overrides a %s reader, and the scenario still runs', async (forced, scheme) => {
    const { context, page } = await openFor(scheme, `#/embed/${embed}?theme=${forced}`, answer);
    expect(await backgroundOf(page, '.embed')).toBe(SURFACE[forced]);
    expect(await page.getByTestId('answer-status').textContent()).toMatch(/^200/);
    expect(JSON.parse((await page.locator(answer).textContent())!).redirectUrl).toContain('#/checkout/');
    await context.close();
  });

  test('?theme=dark in the page’s own query, before the hash, forces dark too', async () => {
    const { context, page } = await openFor('light', `?theme=dark#/embed/${embed}`, answer);
    expect(await backgroundOf(page, '.embed')).toBe(SURFACE.dark);
    await context.close();
  });

  describe('on a docs page of another site', () => {
    let docs: StaticServer;
    let root: string;

    beforeAll(async () => {
      root = mkdtempSync(join(tmpdir(), 'theme-docs-'));
      // The app is served from 127.0.0.1, the docs from localhost: another site.
      const app = scene.server.appUrl.replace('127.0.0.1', 'localhost');
      const frame = (query: string, title: string) =>
        `<iframe src="${app}#/embed/${embed}${query}" title="${title}" style="width:100%;height:400px;border:0"></iframe>`;
      writeFileSync(
        join(root, 'page.html'),
        `<!doctype html><html lang="en"><title>Docs</title><link rel="icon" href="data:,"><h1>Docs</h1>${frame('', 'Reader')}${frame('?theme=light', 'Light')}</html>`,
      );
      docs = await serveStatic(root, '/docs/');
    });

    afterAll(async () => {
      await docs?.close();
      rmSync(root, { recursive: true, force: true });
    });

    test('follows a dark reader, and ?theme=light keeps one frame light', async () => {
      const context = await scene.browser.newContext({ viewport: DESKTOP, colorScheme: 'dark' });
      const page = await context.newPage();
      await page.goto(`${docs.appUrl}page.html`);
      const [reader, light] = await Promise.all(
        ['Reader', 'Light'].map(async (title) => (await page.locator(`iframe[title="${title}"]`).elementHandle())!.contentFrame()),
      );
      for (const frame of [reader!, light!]) await frame.locator(answer).waitFor();
      expect(await backgroundOf(reader!, '.embed')).toBe(SURFACE.dark);
      expect(await backgroundOf(light!, '.embed')).toBe(SURFACE.light);
      await context.close();
    });
  });
});

describe('the first paint', () => {
  /** The colour painted at the page's top left corner while none of the app's scripts or styles has loaded. */
  async function paintedBeforeScripts(scheme: Theme, hash: string): Promise<number[]> {
    const context = await scene.browser.newContext({ viewport: DESKTOP, colorScheme: scheme });
    const page = await context.newPage();
    // A first visit: no service worker yet, so the route sees the app's assets, and keeps them away.
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto(scene.server.appUrl + hash);
    await page.locator('.boot-message').waitFor();
    const { data, channels } = decode(await page.screenshot());
    await context.close();
    return [...data.slice(0, channels)].slice(0, 3);
  }

  const isDark = ([red, green, blue]: number[]) => red! + green! + blue! < 3 * 64;

  test('is dark for a dark reader, and for an embed forced dark in a light reader', async () => {
    expect(isDark(await paintedBeforeScripts('dark', '#/console'))).toBe(true);
    expect(isDark(await paintedBeforeScripts('light', `#/embed/${embed}?theme=dark`))).toBe(true);
  });

  test('is light for a light reader, and for an embed forced light in a dark reader', async () => {
    expect(isDark(await paintedBeforeScripts('light', '#/console'))).toBe(false);
    expect(isDark(await paintedBeforeScripts('dark', `#/embed/${embed}?theme=light`))).toBe(false);
  });
});

describe('the app’s theme switch', () => {
  const switchOption = (page: Page, name: string) => page.getByRole('group', { name: 'Theme' }).getByRole('button', { name, exact: true });
  const monaco = '.request-panel .monaco-editor';

  test('forces dark on a light reader at once, Monaco included, and keeps it across a reload', async () => {
    const context = await scene.browser.newContext({ viewport: DESKTOP, colorScheme: 'light' });
    const page = await openApp(context, scene.server.appUrl, '#/console');
    await page.locator(monaco).waitFor();
    expect(await backgroundOf(page, 'body')).not.toBe(BG.dark);
    expect(await backgroundOf(page, monaco)).toBe(SURFACE.light);

    await switchOption(page, 'Dark').click();
    expect(await backgroundOf(page, ':root')).toBe(BG.dark);
    expect(await backgroundOf(page, '.app-header')).toBe(SURFACE.dark);
    await expect.poll(() => backgroundOf(page, monaco)).toBe(SURFACE.dark);

    await page.reload();
    await page.locator(monaco).waitFor();
    expect(await backgroundOf(page, ':root')).toBe(BG.dark);
    expect(await backgroundOf(page, monaco)).toBe(SURFACE.dark);
    expect(await switchOption(page, 'Dark').getAttribute('aria-pressed')).toBe('true');

    await switchOption(page, 'Auto').click();
    expect(await backgroundOf(page, ':root')).toBe(BG.light);
    await page.reload();
    await page.locator(monaco).waitFor();
    expect(await backgroundOf(page, ':root')).toBe(BG.light);
    expect(await switchOption(page, 'Auto').getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  test('on Auto, follows the reader’s system as it changes', async () => {
    const context = await scene.browser.newContext({ viewport: DESKTOP, colorScheme: 'light' });
    const page = await openApp(context, scene.server.appUrl, '#/console');
    await page.locator(monaco).waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await backgroundOf(page, ':root')).toBe(BG.dark);
    await expect.poll(() => backgroundOf(page, monaco)).toBe(SURFACE.dark);
    await context.close();
  });

  /** Makes the page's localStorage throw on access, as a frame denied storage has it. */
  const denyStorage = () =>
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });

  test('switches with no error where storage is denied', async () => {
    const context = await scene.browser.newContext({ viewport: DESKTOP, colorScheme: 'light' });
    const page = await openApp(context, scene.server.appUrl, '#/keys');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.evaluate(denyStorage);
    await switchOption(page, 'Dark').click();
    expect(await backgroundOf(page, ':root')).toBe(BG.dark);
    await switchOption(page, 'Auto').click();
    expect(await backgroundOf(page, ':root')).toBe(BG.light);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the head’s script raises no error where storage is denied, and leaves the page to the reader', async () => {
    const context = await scene.browser.newContext({ viewport: DESKTOP, colorScheme: 'dark' });
    await context.addInitScript(denyStorage);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Only the page itself: its head's script is all that runs.
    await page.route('**/assets/**', (route) => route.abort());
    await page.goto(`${scene.server.appUrl}#/console`);
    await page.locator('.boot-message').waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light dark');
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the Node server’s hosted checkout', () => {
  test.each(['light', 'dark'] as const)('follows a %s shopper and passes axe, contrast included', async (scheme) => {
    const server = await serve();
    const { redirectUrl } = await merchantWithPayment(server);
    for (const [size, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const context = await scene.browser.newContext({ viewport, colorScheme: scheme });
      const page = await context.newPage();
      await page.goto(redirectUrl);
      await page.locator('.pay-form').waitFor();
      expect(await backgroundOf(page, ':root')).toBe(BG[scheme]);
      expect(await backgroundOf(page, '.checkout-card')).toBe(SURFACE[scheme]);
      await shoot(page, `theme-${scheme}-hosted-checkout-${size}`);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});

/** A shop with a key, a product, a webhook whose receiver answers 500 then 200, a paid payment and an unpaid one. */
async function seedShop(page: Page): Promise<{ checkout: string; qrCheckout: string }> {
  const key = (await helper(page, 'POST', '/partners', { name: 'Theme shop' })).keys.sandbox as string;
  const api = async (path: string, body?: unknown) => {
    const answer = await pageFetch(page, 'POST', `${BASE}${path}`, { key, body });
    if (answer.status !== 200) throw new Error(`POST ${path} answered ${answer.status}`);
    return answer.body;
  };
  const productId = (await api('/api/product/pay', { name: 'Blue mugs' })).id as string;
  await helper(page, 'PUT', '/receivers/shop', { answers: [{ status: 500 }, { status: 200 }] });
  const webhookId = (await api('/api/pay/plugin/webhook', { endpoint: 'https://hooks.gateway.test/shop', expectedCode: 200, retries: 2 }))
    .id;
  await api(`/api/pay/plugin/webhook/${webhookId}/products/${productId}`);
  const details = { productName: 'Blue mug', returnUrl: 'https://shop.example/thanks' };
  const paid = hashOf(await newPayment(page, key, productId, { price: 1299, externalId: 'order-1', details }));
  await helper(page, 'POST', `/payments/${paid}/status`, { status: 'COMPLETED', paymentMethod: 'BLIK' });
  const unpaid = hashOf(await newPayment(page, key, productId, { price: 4500, externalId: 'order-2', details }));
  const qr = hashOf(
    await newPayment(page, key, productId, { price: 900, externalId: 'order-3', details: { ...details, qrStepEnabled: true } }),
  );
  return { checkout: `#/checkout/${productId}?externalId=${unpaid}`, qrCheckout: `#/checkout/${productId}?externalId=${qr}` };
}

interface Visit {
  name: string;
  hash: string;
  ready: string;
  /** Opened in a page of its own (an embed starts its own runtime, a scenario its own workspace). */
  own?: boolean;
  /** What a person does once it is ready, before it is checked: opening a dialog. */
  then?(page: Page): Promise<void>;
}

const visits = ({ checkout, qrCheckout }: { checkout: string; qrCheckout: string }, scenario: string): Visit[] => [
  { name: 'console', hash: '#/console', ready: 'main[data-screen="console"] .request-panel .monaco-editor' },
  {
    name: 'console-palette',
    hash: '#/console',
    ready: 'main[data-screen="console"] .request-panel .monaco-editor',
    async then(page) {
      await page.getByRole('button', { name: 'Find an operation' }).click();
      await page.locator('dialog.palette[open]').waitFor();
    },
  },
  {
    name: 'console-answer',
    hash: '#/console',
    ready: 'main[data-screen="console"] .request-panel .monaco-editor',
    async then(page) {
      await page.getByRole('button', { name: '1. Create a product' }).click();
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await page.locator('.answer .monaco-editor').waitFor();
    },
  },
  { name: 'keys', hash: '#/keys', ready: 'main[data-screen="keys"] .partner-list li' },
  { name: 'webhooks', hash: '#/webhooks', ready: 'main[data-screen="webhooks"] [data-testid="notification"]' },
  {
    name: 'webhooks-attempt',
    hash: '#/webhooks',
    ready: 'main[data-screen="webhooks"] [data-testid="notification"]',
    async then(page) {
      // The inspector keeps an attempt open across screens: open it only if it is not.
      const toggle = page.locator('.attempt-toggle').first();
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await page.locator('.attempt-detail .body-text').first().waitFor();
    },
  },
  { name: 'records', hash: '#/records', ready: 'main[data-screen="records"] .record-table tbody tr' },
  {
    name: 'records-detail',
    hash: '#/records',
    ready: 'main[data-screen="records"] .record-table tbody tr',
    async then(page) {
      await page.locator('.record-table tbody tr a').last().click();
      await page.locator('.record-detail h2').waitFor();
    },
  },
  { name: 'data', hash: '#/data', ready: 'main[data-screen="data"] [data-testid="count-payments"]' },
  { name: 'faults', hash: '#/faults', ready: 'main[data-screen="faults"] h1' },
  {
    name: 'reference',
    hash: '#/reference/post-api-pay-product-by-productId-subproduct-pricing',
    ready: 'main[data-screen="reference"] #operation-post-api-pay-product-by-productId-subproduct-pricing .example-frame',
  },
  { name: 'not-found', hash: '#/nowhere', ready: 'main[data-screen="not-found"] h1' },
  { name: 'checkout', hash: checkout, ready: 'main[data-screen="checkout"] .pay-form' },
  {
    name: 'checkout-wallet',
    hash: checkout,
    ready: 'main[data-screen="checkout"] .pay-form',
    async then(page) {
      await page.getByRole('radio', { name: 'Google Pay' }).check();
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.locator('dialog.wallet-sheet[open]').waitFor();
    },
  },
  // The QR step shows on a desktop only; a phone goes straight to the form.
  { name: 'checkout-qr', hash: qrCheckout, ready: 'main[data-screen="checkout"] :is([data-testid="qr-step"] img.qr-code, .pay-form)' },
  // A scenario link opens a workspace of its own: in a page of its own, so the shop stays in this one.
  { name: 'scenario', hash: `#/scenario/${scenario}`, ready: 'main[data-screen="scenario"] [data-testid="answer-body"]', own: true },
  { name: 'embed', hash: `#/embed/${scenario}`, ready: '.embed [data-testid="answer-body"]', own: true },
  { name: 'embed-timeline', hash: `#/embed/${webhookExample}`, ready: '.embed [data-testid="delivery-timeline"]', own: true },
  { name: 'embed-banner', hash: `#/embed/${bannerExample}`, ready: '.embed img.answer-image', own: true },
  { name: 'embed-dark-on-light', hash: `#/embed/${scenario}?theme=dark`, ready: '.embed [data-testid="answer-body"]', own: true },
  { name: 'embed-light-on-dark', hash: `#/embed/${scenario}?theme=light`, ready: '.embed [data-testid="answer-body"]', own: true },
];

/** Every screen's visit, by name: the tests are listed before the shop exists. */
const SCREENS = visits({ checkout: '', qrCheckout: '' }, '').map((visit) => visit.name);

/** Axe's violations on the page, by rule and where. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () =>
    (await (window as unknown as { axe: typeof axe }).axe.run(document)).violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    ),
  );
}

describe.each(['light', 'dark'] as const)('every screen in the %s theme', (theme) => {
  let context: BrowserContext;
  let page: Page;
  let screens: Visit[];

  beforeAll(async () => {
    context = await scene.browser.newContext({ viewport: DESKTOP, colorScheme: theme });
    page = await openApp(context, scene.server.appUrl, '#/keys');
    screens = visits(await seedShop(page), embed);
  });

  afterAll(async () => {
    await context?.close();
  });

  /** Shows `visit` in `target` (a hash change in the app, or a page of its own) and waits until it is ready. */
  async function show(target: Page, visit: Visit): Promise<Page> {
    if (visit.own) {
      const own = await target.context().newPage();
      await own.goto(scene.server.appUrl + visit.hash);
      await own.locator(visit.ready).first().waitFor();
      await visit.then?.(own);
      return own;
    }
    // A dialog a visit opened closes first; then through another screen, so a visit to the
    // screen shown last starts it afresh.
    await target.keyboard.press('Escape');
    await target.evaluate(() => (location.hash = '#/nowhere'));
    await target.locator('main[data-screen="not-found"]').waitFor();
    await target.evaluate((hash) => (location.hash = hash), visit.hash);
    await target.locator(visit.ready).first().waitFor();
    await visit.then?.(target);
    return target;
  }

  const shownIn = (theme: Theme) => (name: string) => ({ name, theme });

  test.each(SCREENS.map(shownIn(theme)))('axe finds no violation, contrast included, on $name (shot at desktop size)', async ({ name }) => {
    const visit = screens.find((candidate) => candidate.name === name)!;
    const shown = await show(page, visit);
    if (!name.startsWith('embed-')) expect(await backgroundOf(shown, ':root')).toBe(BG[theme]);
    await shoot(shown, `theme-${theme}-${name}-desktop`);
    const violations = await axeViolations(shown);
    if (shown !== page) await shown.close();
    expect(violations).toEqual([]);
  });

  test('each screen is shot at phone size', { timeout: 240_000 }, async () => {
    await page.setViewportSize(PHONE);
    for (const visit of screens) {
      const shown = await show(page, visit);
      if (shown !== page) await shown.setViewportSize(PHONE);
      await shoot(shown, `theme-${theme}-${visit.name}-phone`);
      if (shown !== page) await shown.close();
    }
    await page.setViewportSize(DESKTOP);
  });
});
