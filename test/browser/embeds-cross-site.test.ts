/**
 * Docs embeds where docs live: a page on one site (localhost) framing embeds from another
 * (127.0.0.1) in a browser that blocks third-party storage, a fresh browser with a dozen embeds on
 * one page, paying inside an embed, the full app an embed opens, and the embed page under axe.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import axe from 'axe-core';
import { chromium, type BrowserContext, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeScenario } from '../../src/ui/scenario-links/scenario-codec';
import { serveStatic, type StaticServer } from '../support/static-server';
import { CREATE_PAYMENT as createPayment } from './embed-scenarios';
import { BASE, DESKTOP, openScene, PHONE, shoot, type Scene } from './app-scene';

const examples = [...readFileSync('examples.html', 'utf8').matchAll(/<iframe src="\.\/#\/embed\/([^"]+)"/g)].map((match) => match[1]!);
/** examples.html's third example: a delivery that failed, then succeeded a simulated second later. */
const webhookExample = examples[2]!;
/** examples.html's fourth example: a payment whose product has a webhook to a receiver answering 200. */
const payAndWebhook = examples[3]!;

let scene: Scene;
let docs: StaticServer;
let docsRoot: string;
let data: string;
let profile: string;
/** Chromium with third-party cookies and storage blocked, pinned by the profile's preference. */
let blocking: BrowserContext;

/** The docs page `name`: an h1, then each embed's iframe (`sandbox`ed if said), then embed.js, all from the app's site. */
function docsPage(name: string, embeds: { data: string; title: string; sandbox?: string }[], appUrl = scene.server.appUrl): void {
  const frames = embeds
    .map(({ data, title, sandbox }) => {
      const sandboxed = sandbox === undefined ? '' : ` sandbox="${sandbox}"`;
      return `<iframe src="${appUrl}#/embed/${data}" title="${title}"${sandboxed} style="width:100%;height:150px;border:0"></iframe>`;
    })
    .join('\n');
  writeFileSync(
    join(docsRoot, name),
    `<!doctype html><html lang="en"><title>Docs</title><link rel="icon" href="data:,"><h1>Docs</h1>${frames}<script src="${appUrl}embed.js"></script></html>`,
  );
}

/** The docs site's address on the other site: localhost, where the app is served from 127.0.0.1. */
const otherSite = (url: string) => url.replace('127.0.0.1', 'localhost');

async function framesOf(page: Page, count: number): Promise<Frame[]> {
  await expect.poll(() => page.locator('iframe').count()).toBe(count);
  return Promise.all(
    Array.from({ length: count }, async (_, index) => (await (await page.locator('iframe').nth(index).elementHandle())!.contentFrame())!),
  );
}

/** The shown step's answer once the scenario has run. */
async function answerOf(target: Page | Frame): Promise<any> {
  await target.getByTestId('answer-body').waitFor();
  return JSON.parse((await target.getByTestId('answer-body').textContent())!);
}

/** Collects the page's uncaught errors, its frames' included, and its console errors. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

beforeAll(async () => {
  scene = await openScene();
  data = await encodeScenario(createPayment, { compress: true });
  docsRoot = mkdtempSync(join(tmpdir(), 'docs-'));
  docs = await serveStatic(docsRoot, '/docs/');
  profile = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 1 } }));
  blocking = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: DESKTOP,
  });
});

afterAll(async () => {
  await blocking?.close();
  await docs?.close();
  await scene?.close();
  for (const dir of [docsRoot, profile]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('embeds on a docs page of another site, with third-party storage blocked', () => {
  test('every embed answers, with no page error, in frames denied storage and service workers', async () => {
    docsPage('three.html', [
      { data, title: 'Create a payment' },
      { data, title: 'Create a payment, again' },
      { data: payAndWebhook, title: 'Pay and get the webhook' },
    ]);
    const page = await blocking.newPage();
    const errors = errorsOf(page);
    await page.goto(`${otherSite(docs.appUrl)}three.html`);
    const frames = await framesOf(page, 3);

    const answers = await Promise.all(frames.map(answerOf));

    expect(answers.map((answer) => typeof answer.redirectUrl)).toEqual(['string', 'string', 'string']);
    expect(new Set(answers.map((answer) => answer.redirectUrl)).size).toBe(3);
    // The browser did deny these frames what a service-worker app would need.
    const denied = await frames[0]!.evaluate(async () => {
      const refused = async (use: () => unknown) => {
        try {
          await use();
          return false;
        } catch {
          return true;
        }
      };
      return {
        localStorage: await refused(() => localStorage.length),
        serviceWorker: await refused(() => navigator.serviceWorker.register('mockServiceWorker.js')),
      };
    });
    expect(denied).toEqual({ localStorage: true, serviceWorker: true });
    expect(
      await page
        .locator('iframe')
        .first()
        .evaluate((frame) => frame.getBoundingClientRect().height),
    ).toBeGreaterThan(300);
    await shoot(page, 'embeds-cross-site');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('an embed in a frame sandboxed without allow-same-origin, on a host sending no CORS headers, says why it cannot start and what to change', async () => {
    docsPage('sandboxed.html', [
      { data, title: 'Sandboxed, scripts only', sandbox: 'allow-scripts' },
      { data, title: 'Sandboxed, same origin allowed', sandbox: 'allow-scripts allow-same-origin' },
    ]);
    const page = await blocking.newPage();
    await page.goto(`${otherSite(docs.appUrl)}sandboxed.html`);
    const [opaque, allowed] = await framesOf(page, 2);

    await expect
      .poll(() => opaque!.getByRole('alert').textContent(), { timeout: 10_000 })
      .toContain('This embed could not load its scripts.');
    expect(await opaque!.getByRole('alert').textContent()).toContain(
      "Add allow-same-origin to the iframe's sandbox attribute, or serve Gateway Playground with that header.",
    );
    expect(typeof (await answerOf(allowed!)).redirectUrl).toBe('string');
    await shoot(page, 'embed-sandboxed-frame');
    await page.close();
  });

  test('the app opened from a file, whose scripts cannot load there, says to serve it over HTTP', async () => {
    const page = await blocking.newPage();
    await page.goto(pathToFileURL(resolve('dist', 'index.html')).href);

    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe(
        'Gateway Playground could not load its scripts: a page opened from a file cannot. Serve this folder over HTTP (any static server will do), then open it from there.',
      );
    await page.close();
  });

  test('an embed’s checkout opens in its frame, takes BLIK 777…, sends its webhook and leads back to the request', async () => {
    docsPage('pay.html', [{ data: payAndWebhook, title: 'Pay and get the webhook' }]);
    const page = await blocking.newPage();
    const errors = errorsOf(page);
    await page.goto(`${otherSite(docs.appUrl)}pay.html`);
    const [frame] = await framesOf(page, 1);
    const { redirectUrl } = await answerOf(frame!);

    await frame!.getByRole('link', { name: 'Open the checkout here' }).click();
    await expect.poll(() => frame!.getByTestId('amount').textContent()).toBe('39.00 PLN');
    await frame!.getByRole('radio', { name: 'BLIK' }).check();
    await frame!.getByRole('textbox', { name: /BLIK code/ }).fill('777123');
    await shoot(page, 'embed-checkout-in-frame');
    await frame!.getByRole('button', { name: /^Pay/ }).click();
    await frame!.getByTestId('payment-confirmation').waitFor();
    await frame!.getByRole('button', { name: 'Back to the request' }).click();

    expect((await answerOf(frame!)).redirectUrl).toBe(redirectUrl);
    const deliveries = frame!.getByRole('region', { name: 'Webhook deliveries' });
    await deliveries.getByText('Delivered on attempt 1').waitFor();
    await deliveries.getByRole('button', { name: 'Attempt 1' }).click();
    await deliveries.getByText('X-Service-Signature', { exact: true }).waitFor();
    await shoot(page, 'embed-paid-timeline');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('an embed runs under a docs page served over plain http, where neither page is a secure context', async () => {
    // Two sites by name, both over http and neither localhost: nothing in the frame is a secure
    // context (no crypto.randomUUID, no crypto.subtle, no service worker).
    const insecure = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--host-resolver-rules=MAP docs.example.test 127.0.0.1, MAP playground.example.test 127.0.0.1',
      ],
    });
    try {
      const appUrl = scene.server.appUrl.replace('127.0.0.1', 'playground.example.test');
      docsPage('http.html', [{ data, title: 'Create a payment' }], appUrl);
      const page = await insecure.newPage({ viewport: DESKTOP });
      const errors = errorsOf(page);
      await page.goto(`${docs.appUrl.replace('127.0.0.1', 'docs.example.test')}http.html`);
      const [frame] = await framesOf(page, 1);

      expect(await frame!.evaluate(() => window.isSecureContext)).toBe(false);
      expect((await answerOf(frame!)).redirectUrl).toMatch(
        /^http:\/\/playground\.example\.test:\d+\/.*#\/checkout\/[\w-]+\?externalId=\w{10}$/,
      );
      expect(errors).toEqual([]);
    } finally {
      await insecure.close();
    }
  });

  test('an embed whose step fails names the step and why, keeps its link to the full app, and never shows the service-worker page', async () => {
    const failing = await encodeScenario({
      v: 1,
      title: 'A product with a revoked key',
      steps: [
        { method: 'POST', url: `${BASE}/api/product/pay`, headers: { 'X-API-KEY': 'sk_test_revoked' }, body: { name: 'Mugs' } },
        {
          method: 'POST',
          url: `${BASE}/api/pay/product/{{0.id}}/subproduct/pricing`,
          headers: { 'X-API-KEY': '{{key}}' },
          body: { price: 100 },
        },
      ],
    });
    docsPage('failing.html', [{ data: failing, title: 'A product with a revoked key' }]);
    const page = await blocking.newPage();
    const errors = errorsOf(page);
    await page.goto(`${otherSite(docs.appUrl)}failing.html`);
    const [frame] = await framesOf(page, 1);

    const failure = frame!.getByTestId('failed-step');
    await failure.waitFor();

    expect(await failure.textContent()).toMatch(/Step 0 answered 401.*\{\{0\.id\}\}: the answer of step 0 has no id/s);
    expect(await frame!.getByRole('link', { name: 'Open in Gateway Playground' }).getAttribute('href')).toBe(
      `${scene.server.appUrl}#/scenario/${failing}`,
    );
    expect(await frame!.getByText(/service worker/i).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a checkout with the QR step opens on its pay form in the frame: a phone could not reach the frame’s gateway', async () => {
    const withQrStep = structuredClone(createPayment);
    (withQrStep.steps[1]!.body as { details: object }).details = { productName: 'Blue mug', qrStepEnabled: true };
    const qrData = await encodeScenario(withQrStep);
    docsPage('qr-step.html', [{ data: qrData, title: 'A payment with the QR step' }]);
    const page = await blocking.newPage();
    await page.goto(`${otherSite(docs.appUrl)}qr-step.html`);
    const [frame] = await framesOf(page, 1);
    await answerOf(frame!);

    await frame!.getByRole('link', { name: 'Open the checkout here' }).click();

    await frame!.getByRole('button', { name: /^Pay/ }).waitFor();
    expect(await frame!.getByTestId('qr-step').count()).toBe(0);
    await page.close();
  });

  test('Open in Gateway Playground opens the same scenario in the full app beside the docs, where it runs again', async () => {
    docsPage('open.html', [{ data, title: 'Create a payment' }]);
    const page = await blocking.newPage();
    await page.goto(`${otherSite(docs.appUrl)}open.html`);
    const [frame] = await framesOf(page, 1);
    await answerOf(frame!);
    const link = frame!.getByRole('link', { name: 'Open in Gateway Playground' });
    expect(await link.getAttribute('href')).toBe(`${scene.server.appUrl}#/scenario/${data}`);

    const [full] = await Promise.all([blocking.waitForEvent('page'), link.click()]);

    await full.waitForURL(/#\/scenario\//);
    expect((await answerOf(full)).redirectUrl).toContain('#/checkout/');
    expect(await full.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    await full.close();
    await page.close();
  });
});

describe('many embeds on one page, first visit', () => {
  test('a fresh browser with 12 embeds on one page: all of them answer', async () => {
    docsPage(
      'twelve.html',
      Array.from({ length: 12 }, (_, index) => ({ data, title: `Example ${index + 1}` })),
    );
    const context = await scene.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto(`${docs.appUrl}twelve.html`);
    const frames = await framesOf(page, 12);

    const answers = await Promise.all(frames.map(answerOf));

    expect(new Set(answers.map((answer) => answer.redirectUrl)).size).toBe(12);
    expect(await page.getByText('service worker').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('an embed stores nothing: no database, no local or session storage, no cookie, no service worker', async () => {
    const context = await scene.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${scene.server.appUrl}#/embed/${data}`);
    await answerOf(page);
    await shoot(page, 'embed-phone');

    const stored = await page.evaluate(async () => ({
      databases: (await indexedDB.databases()).length,
      local: localStorage.length,
      session: sessionStorage.length,
      cookie: document.cookie,
      workers: (await navigator.serviceWorker.getRegistrations()).length,
    }));

    expect(stored).toEqual({ databases: 0, local: 0, session: 0, cookie: '', workers: 0 });
    await context.close();
  });
});

describe('the embed page', () => {
  /** Each case: the embed's address, what shows once it is ready, and what a reader does before the check. */
  const cases: [string, () => string, string, ((page: Page) => Promise<void>)?][] = [
    ['its answer', () => `#/embed/${data}`, '.embed [data-testid="answer-body"]'],
    ['a webhook example’s timeline', () => `#/embed/${webhookExample}`, '.embed [data-testid="delivery-timeline"]'],
    [
      'its checkout, opened in the frame',
      () => `#/embed/${data}`,
      '.embed [data-testid="answer-body"]',
      async (page) => {
        await page.getByRole('link', { name: 'Open the checkout here' }).click();
        await page.getByTestId('amount').waitFor();
      },
    ],
    ['a link that holds no scenario', () => '#/embed/bm90IGEgc2NlbmFyaW8', '.embed [role="alert"]'],
  ];

  test.each(cases)('passes axe with no violation: %s', async (_case, hash, ready, then) => {
    const context = await scene.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${scene.server.appUrl}${hash()}`);
    await page.locator(ready).first().waitFor();
    await then?.(page);
    await page.addScriptTag({ content: axe.source });

    const violations = await page.evaluate(async () =>
      (await (window as any).axe.run(document)).violations.map((v: any) => `${v.id}: ${v.nodes.length}`),
    );

    expect(violations).toEqual([]);
    await context.close();
  });
});
