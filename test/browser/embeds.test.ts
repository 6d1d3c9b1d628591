/**
 * Scenario links and embeds in Chromium: a scenario link runs in a workspace of its own, an embed
 * on a gateway in its frame's memory; an embed shows only its step with no navigation and sizes
 * its iframe, and the user's own workspace stays untouched. (Embeds framed by another site, many
 * at once and paid in: embeds-cross-site.test.ts.)
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeScenario } from '../../src/ui/scenario-links/scenario-codec';
import { serveStatic, type StaticServer } from '../support/static-server';
import { CREATE_PAYMENT as createPayment } from './embed-scenarios';
import { BASE, DESKTOP, openApp, openScene, pageFetch, PHONE, shoot, type Scene } from './app-scene';

let scene: Scene;
let docs: StaticServer;
let context: BrowserContext;
let main: Page;
let mainPartnerIds: string[];
let data: string;

/** The ids of the partners the page's workspace holds. */
async function partnerIds(target: Page | Frame): Promise<string[]> {
  const answer = await (target as Page).evaluate(async (base) => (await fetch(`${base}/_sandbox/partners`)).json(), BASE);
  return (answer as { id: string }[]).map((partner) => partner.id);
}

/** The partners an embed's gateway holds, asked with the embed's own request form. */
async function partnersSeenBy(frame: Frame): Promise<string[]> {
  await frame.getByLabel('Method').selectOption('GET');
  const url = frame.getByLabel('URL');
  await url.fill(`${BASE}/_sandbox/partners`);
  await expect.poll(() => url.inputValue()).toBe(`${BASE}/_sandbox/partners`);
  await frame.getByRole('button', { name: 'Send', exact: true }).click();
  await expect
    .poll(async () => (await frame.getByTestId('answer-body').textContent())!.trim().slice(0, 80), { timeout: 10_000 })
    .toMatch(/^\[/);
  return (JSON.parse((await frame.getByTestId('answer-body').textContent())!) as { id: string }[]).map((partner) => partner.id);
}

/** Opens an embed on its own, as a frame would load it: no service worker is waited for. */
async function openEmbed(target: BrowserContext, hash: string): Promise<Page> {
  const page = await target.newPage();
  await page.goto(scene.server.appUrl + hash);
  await page.locator('.embed').waitFor();
  return page;
}

/** The shown step's answer once the scenario has run. */
async function answerOf(target: Page | Frame): Promise<any> {
  await target.getByTestId('answer-body').waitFor();
  return JSON.parse((await target.getByTestId('answer-body').textContent())!);
}

beforeAll(async () => {
  scene = await openScene();
  data = await encodeScenario(createPayment, { compress: true });
  // A docs page on another origin with two embeds of the same scenario and the resize script.
  const docsRoot = mkdtempSync(join(tmpdir(), 'docs-'));
  const frame = `<iframe src="${scene.server.appUrl}#/embed/${data}" title="Create a payment" style="width:100%;height:150px;border:0"></iframe>`;
  writeFileSync(
    join(docsRoot, 'index.html'),
    `<!doctype html><h1>Docs</h1>${frame}${frame}<script src="${scene.server.appUrl}embed.js"></script>`,
  );
  docs = await serveStatic(docsRoot, '/docs/');
  context = await scene.browser.newContext({ viewport: DESKTOP });
  main = await openApp(context, scene.server.appUrl, '#/keys');
  await pageFetch(main, 'POST', `${BASE}/_sandbox/partners`, { body: { name: 'My own shop' } });
  mainPartnerIds = await partnerIds(main);
});

afterAll(async () => {
  await docs?.close();
  await scene?.close();
});

describe('embeds', () => {
  test('an embed built from a scenario link answers its request and shows no navigation', async () => {
    const embed = await openEmbed(context, `#/embed/${data}`);
    const answer = await answerOf(embed);
    expect(answer.redirectUrl).toContain('#/checkout/');
    expect(await embed.getByTestId('answer-status').textContent()).toMatch(/^200\b/);
    expect(await embed.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await embed.locator('.app-header').count()).toBe(0);
    // Ready to edit and send again.
    await embed.getByLabel('Body').fill(JSON.stringify({ price: 2500, externalId: 'order-2', details: {} }));
    await embed.getByRole('button', { name: 'Send', exact: true }).click();
    await expect.poll(async () => (await answerOf(embed)).redirectUrl).not.toBe(answer.redirectUrl);
    await shoot(embed, 'embed-desktop');
    await embed.close();
  });

  test('two embeds on one page keep their data apart and the main workspace is untouched', async () => {
    const page = await context.newPage();
    await page.goto(`${docs.appUrl}index.html`);
    const frames = await Promise.all(
      [0, 1].map(async (index) => (await page.locator('iframe').nth(index).elementHandle())!.contentFrame()),
    );
    const answers = await Promise.all(frames.map((frame) => answerOf(frame!)));
    expect(answers[0].redirectUrl).not.toBe(answers[1].redirectUrl);
    // Asked through each embed's own editor, each gateway holds one partner: its own.
    const ids = [await partnersSeenBy(frames[0]!), await partnersSeenBy(frames[1]!)];
    expect(ids.map((list) => list.length)).toEqual([1, 1]);
    expect(ids[0]).not.toEqual(ids[1]);
    // embed.js sized each iframe to its content, well past the 150 px it started with.
    await expect.poll(async () => (await page.locator('iframe').first().boundingBox())!.height).toBeGreaterThan(300);
    await shoot(page, 'embeds-docs-page');
    await main.reload();
    await main.locator('.app-header').waitFor();
    expect(await partnerIds(main)).toEqual(mainPartnerIds);
    await page.close();
  });

  test('the same-origin examples page runs its four examples, each on a gateway of its own', async () => {
    const page = await context.newPage();
    await page.goto(`${scene.server.appUrl}examples.html`);
    const frames = [];
    for (let index = 0; index < 4; index++) {
      // The frames load lazily: each is scrolled to, as a reader would.
      await page.locator('iframe').nth(index).scrollIntoViewIfNeeded();
      frames.push((await (await page.locator('iframe').nth(index).elementHandle())!.contentFrame())!);
      await frames[index]!.locator('.embed').waitFor();
    }
    await frames[0]!.getByTestId('answer-status').waitFor();
    await frames[1]!.getByRole('img', { name: /SVG image/ }).waitFor();
    await frames[2]!.getByTestId('delivery-timeline').waitFor();
    await frames[3]!.getByRole('link', { name: 'Open the checkout here' }).waitFor();
    const redirects = await Promise.all([frames[0]!, frames[3]!].map(async (frame) => (await answerOf(frame)).redirectUrl as string));
    expect(redirects[0]!.split('?')[0]).not.toBe(redirects[1]!.split('?')[0]);
    await shoot(page, 'examples-page');
    expect(await partnerIds(main)).toEqual(mainPartnerIds);
    await page.close();
  });
});

describe('scenario links', () => {
  test('a scenario link opens in its own workspace and leaves the main one untouched', async () => {
    const page = await openApp(context, scene.server.appUrl, `#/scenario/${data}`);
    const answer = await answerOf(page);
    expect(new URL(page.url()).searchParams.get('workspace')).toMatch(/^s-/);
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Steps' }).getByRole('listitem').count()).toBe(2);
    const ids = await partnerIds(page);
    expect(ids).toHaveLength(1);
    expect(mainPartnerIds).not.toContain(ids[0]);
    await page.getByRole('button', { name: 'Copy embed' }).click();
    const snippet = await page.locator('.copy-result textarea').inputValue();
    expect(snippet).toContain(`src="${scene.server.appUrl}#/embed/${data}"`);
    await shoot(page, 'scenario-desktop');
    // The payment's checkout opens in the scenario's workspace, where the payment is.
    const checkout = await context.newPage();
    await checkout.goto(answer.redirectUrl);
    await expect.poll(() => checkout.getByTestId('amount').textContent()).toBe('12.99 PLN');
    expect(await partnerIds(main)).toEqual(mainPartnerIds);
    await checkout.close();
    await page.close();
  });

  test('a scenario link followed inside an open app reloads into a workspace of its own', async () => {
    const page = await openApp(context, scene.server.appUrl, '#/keys');
    await Promise.all([page.waitForEvent('load'), page.evaluate((hash) => (location.hash = hash), `#/scenario/${data}`)]);
    await answerOf(page);
    expect(new URL(page.url()).searchParams.get('workspace')).toMatch(/^s-/);
    expect(await partnerIds(page)).toHaveLength(1);
    expect(await partnerIds(main)).toEqual(mainPartnerIds);
    await page.close();
  });

  test('a malformed link says what is wrong instead of breaking', async () => {
    const page = await openApp(context, scene.server.appUrl, `#/scenario/${data.slice(0, 40)}`);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('This scenario link cannot be opened');
    expect(await page.getByRole('alert').textContent()).toContain('damaged');
    await page.close();
  });
});

describe("the customer's checkout", () => {
  test('shows no developer navigation at phone size, only the payment and a sandbox ribbon, with no way into the playground', async () => {
    const phone = await scene.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await openApp(phone, scene.server.appUrl, `#/scenario/${data}`);
    const { redirectUrl } = await answerOf(page);
    await shoot(page, 'scenario-phone');
    const checkout = await phone.newPage();
    await checkout.goto(redirectUrl);
    await expect.poll(() => checkout.getByTestId('amount').textContent()).toBe('12.99 PLN');
    expect(await checkout.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await checkout.locator('.app-header').count()).toBe(0);
    expect(await checkout.locator('.sandbox-ribbon').textContent()).toContain('Sandbox checkout');
    // The shopper's page: the playground is not theirs to go to.
    expect(await checkout.getByRole('link', { name: 'Back to the playground' }).count()).toBe(0);
    await shoot(checkout, 'checkout-customer-phone');
    // The payment sits at the top of a phone's screen, not below rows of tabs.
    expect((await checkout.locator('.checkout-card').boundingBox())!.y).toBeLessThan(120);
    await phone.close();
  });

  test('previewed inside the playground, in the tab that showed it, offers the way back', async () => {
    const context = await scene.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await openApp(context, scene.server.appUrl, `#/scenario/${data}`);
    const { redirectUrl } = await answerOf(page);
    await page.evaluate((hash) => (location.hash = hash), new URL(redirectUrl).hash);
    await expect.poll(() => page.getByTestId('amount').textContent()).toBe('12.99 PLN');
    await page.getByRole('link', { name: 'Back to the playground' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/console');
    await context.close();
  });
});
