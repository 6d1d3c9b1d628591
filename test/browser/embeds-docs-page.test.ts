/**
 * A dark docs page on another site (localhost framing the app on 127.0.0.1) with twelve eager
 * embeds and embed.js: every frame takes its content's height without being scrolled to, and a
 * webhook example far below the fold draws its delivery timeline before anyone reaches it.
 * Chromium paints no off-screen cross-site frame, so nothing here may wait on a paint.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeScenario } from '../../src/ui/scenario-links/scenario-codec';
import { serveStatic, type StaticServer } from '../support/static-server';
import { DESKTOP, openScene, PHONE, SHOTS_DIR, type Scene } from './app-scene';
import { CREATE_PAYMENT } from './embed-scenarios';

/** examples.html's third example: a delivery that failed, then succeeded a simulated second later. */
const webhookExample = [...readFileSync('examples.html', 'utf8').matchAll(/<iframe src="\.\/#\/embed\/([^"]+)"/g)][2]![1]!;

/** The sandbox the README advises: scripts and storage, its forms (Send, Pay), and the full app opening in a tab of its own. */
const ADVISED_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

let scene: Scene;
let docs: StaticServer;
let docsRoot: string;

/** A dark docs page on localhost: prose between twelve eager frames, the webhook example last. */
function writeDarkDocsPage(appUrl: string, createPayment: string): string {
  const sections = Array.from({ length: 12 }, (_, index) => {
    const last = index === 11;
    const data = last ? webhookExample : createPayment;
    const title = last ? 'A webhook delivery on simulated time' : `Create a payment, example ${index + 1}`;
    return `<section><h2>${title}</h2><p>Some prose about this example, as a docs page has between its examples.</p>
<iframe src="${appUrl}#/embed/${data}" title="${title}" sandbox="${ADVISED_SANDBOX}" style="display:block;width:100%;height:150px;border:0"></iframe></section>`;
  }).join('\n');
  const page = `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Dark docs</title><link rel="icon" href="data:,">
<style>:root{color-scheme:dark}body{margin:0 auto;max-width:900px;padding:1rem;background:#0f1115;color:#e6e8ee;font-family:system-ui,sans-serif}section{margin:2rem 0}</style>
<h1>Dark docs</h1>${sections}<script src="${appUrl}embed.js"></script></html>`;
  writeFileSync(join(docsRoot, 'dark.html'), page);
  return `${docs.appUrl.replace('127.0.0.1', 'localhost')}dark.html`;
}

async function framesOf(page: Page, count: number): Promise<Frame[]> {
  await expect.poll(() => page.locator('iframe').count()).toBe(count);
  return Promise.all(
    Array.from({ length: count }, async (_, index) => (await (await page.locator('iframe').nth(index).elementHandle())!.contentFrame())!),
  );
}

/** Each frame's height on the docs page beside its document's content height and its own viewport's. */
async function heightsOf(page: Page, frames: Frame[]) {
  return Promise.all(
    frames.map(async (frame, index) => {
      const box = await page
        .locator('iframe')
        .nth(index)
        .evaluate((element) => element.getBoundingClientRect().height);
      // Chromium may keep an off-screen cross-site frame's inner viewport at its first size until it
      // is scrolled to: what counts is that the content fills the frame exactly and never scrolls.
      const inside = await frame.evaluate(() => ({
        content: document.documentElement.scrollHeight,
        scrollbar: innerWidth - document.documentElement.clientWidth,
        scrolls: getComputedStyle(document.documentElement).overflowY !== 'hidden',
      }));
      return { index, frame: Math.round(box), ...inside };
    }),
  );
}

beforeAll(async () => {
  scene = await openScene();
  docsRoot = mkdtempSync(join(tmpdir(), 'dark-docs-'));
  docs = await serveStatic(docsRoot, '/docs/');
});

afterAll(async () => {
  await docs?.close();
  await scene?.close();
  if (docsRoot) rmSync(docsRoot, { recursive: true, force: true });
});

describe('a dark docs page on another site with twelve eager embeds and embed.js', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`every frame is its content’s height with no inner scrollbar and the timeline far below is drawn, none of them scrolled to; nothing moves when they are (${name})`, async () => {
      const context: BrowserContext = await scene.browser.newContext({
        viewport,
        colorScheme: 'dark',
        ...(name === 'phone' ? { isMobile: true, hasTouch: true } : {}),
      });
      const page = await context.newPage();
      await page.goto(writeDarkDocsPage(scene.server.appUrl, await encodeScenario(CREATE_PAYMENT, { compress: true })));
      const frames = await framesOf(page, 12);
      await Promise.all(frames.slice(0, 11).map((frame) => frame.getByTestId('answer-body').waitFor()));
      const below = frames[11]!;
      // The webhook example far below the fold: its timeline drawn though it was never on screen.
      await below.getByTestId('delivery-timeline').waitFor();
      // Drawn, not merely in the DOM: content the browser skips off screen (content-visibility) is not visible.
      const outcome = below.getByTestId('delivery-timeline').getByText('Delivered on attempt 2');
      expect(await outcome.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);

      await expect
        .poll(
          async () =>
            (await heightsOf(page, frames)).filter(
              ({ frame, content, scrollbar, scrolls }) => frame !== content || scrollbar > 0 || scrolls,
            ),
          { timeout: 10_000 },
        )
        .toEqual([]);
      const heights = await heightsOf(page, frames);
      // Past the 150 px the page gave them: sized by what they show, the ones far below included.
      expect(heights.every(({ frame }) => frame > 300)).toBe(true);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await page.screenshot({ path: `${SHOTS_DIR}/dark-docs-page-${name}.png` });

      // No jump when a reader gets there: each frame, painted at last at its full size, keeps it.
      for (const [index, frame] of frames.entries()) {
        await page.locator('iframe').nth(index).scrollIntoViewIfNeeded();
        await expect.poll(() => frame.evaluate(() => innerHeight), { timeout: 10_000 }).toBe(heights[index]!.frame);
        expect(await frame.evaluate(() => document.documentElement.scrollHeight)).toBe(heights[index]!.frame);
      }
      expect((await heightsOf(page, frames)).map(({ frame }) => frame)).toEqual(heights.map(({ frame }) => frame));
      await page.screenshot({ path: `${SHOTS_DIR}/dark-docs-page-${name}-timeline.png` });
      await context.close();
    });
  }
});

describe('an embed in a sandboxed iframe', () => {
  /** What a reader can do in an embed framed with `sandbox`: send an edited request, open the full app, pay in the frame's checkout. */
  async function whatWorksWith(sandbox: string) {
    writeFileSync(
      join(docsRoot, 'sandboxed.html'),
      `<!doctype html><title>Docs</title><iframe title="Create a payment" sandbox="${sandbox}" src="${scene.server.appUrl}#/embed/${await encodeScenario(CREATE_PAYMENT)}" style="width:100%;height:900px;border:0"></iframe>`,
    );
    const context = await scene.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${docs.appUrl.replace('127.0.0.1', 'localhost')}sandboxed.html`);
    const [frame] = await framesOf(page, 1);
    const answer = frame!.getByTestId('answer-body');
    await answer.waitFor();
    const first = await answer.textContent();
    const body = frame!.getByRole('textbox', { name: 'Body' });
    await body.fill((await body.inputValue()).replace('order-1', 'order-2'));
    await frame!.getByRole('button', { name: 'Send' }).click();
    // Another externalId, another payment: its redirectUrl is another.
    const sent = await expect
      .poll(() => answer.textContent(), { timeout: 3_000 })
      .not.toBe(first)
      .then(
        () => true,
        () => false,
      );

    const opened = context.waitForEvent('page', { timeout: 3_000 }).catch(() => null);
    await frame!.getByRole('link', { name: 'Open in Gateway Playground' }).click();
    const full = await opened;
    const fullAppAnswers = full
      ? await full
          .getByTestId('answer-body')
          .waitFor({ timeout: 20_000 })
          .then(
            () => true,
            () => false,
          )
      : false;

    await frame!.getByRole('link', { name: 'Open the checkout here' }).click();
    await frame!.getByRole('radio', { name: 'BLIK' }).check();
    await frame!.getByRole('textbox', { name: /BLIK code/ }).fill('777123');
    await frame!.getByRole('button', { name: /^Pay/ }).click();
    const paid = await frame!
      .getByTestId('payment-confirmation')
      .waitFor({ timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    await context.close();
    return { sent, fullAppAnswers, paid };
  }

  test('with the README’s attributes, Send, Open in Gateway Playground and paying in the frame all work', async () => {
    expect(await whatWorksWith(ADVISED_SANDBOX)).toEqual({ sent: true, fullAppAnswers: true, paid: true });
  });

  test('with scripts and same origin alone, the browser silently blocks all three', async () => {
    expect(await whatWorksWith('allow-scripts allow-same-origin')).toEqual({ sent: false, fullAppAnswers: false, paid: false });
  });
});
