/**
 * examples.html as a docs writer would publish it, on another site (localhost framing the app
 * on 127.0.0.1): every kind of embed answers at its content's height with nobody scrolling, the
 * forced light and dark pair render in their themes, the reference is a link away, and the
 * embeds in view start first, those below the fold only once the ones in view have answered.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveStatic, type StaticServer } from '../support/static-server';
import { DESKTOP, openScene, PHONE, SHOTS_DIR, type Scene } from './app-scene';

/** The embeds' surface (--surface in src/ui/styles.css) in each theme. */
const SURFACE = { light: 'rgb(255, 255, 255)', dark: 'rgb(24, 28, 36)' };

/** What each example shows once it has answered, in the page's order. */
const ANSWERS: { title: string; shows: (frame: Frame) => ReturnType<Frame['locator']> }[] = [
  { title: 'Create a payment', shows: (frame) => frame.getByTestId('answer-body') },
  { title: 'A QR banner for an invoice', shows: (frame) => frame.getByRole('img', { name: /SVG image/ }) },
  {
    title: 'A webhook delivery on simulated time',
    shows: (frame) => frame.getByTestId('delivery-timeline').getByText('Delivered on attempt 2'),
  },
  { title: 'Pay and get the webhook', shows: (frame) => frame.getByRole('link', { name: 'Open the checkout here' }) },
  { title: 'Create a payment, light', shows: (frame) => frame.getByTestId('answer-body') },
  { title: 'Create a payment, dark', shows: (frame) => frame.getByTestId('answer-body') },
  { title: 'A ticket banner as a PNG', shows: (frame) => frame.getByRole('img', { name: /PNG image/ }) },
];

let scene: Scene;
let docs: StaticServer;
let docsRoot: string;
let docsUrl: string;

/** In every frame, from its start: when its first answer (or image) arrives, as epoch ms. */
function recordAnswerTime(): void {
  if (window.parent === window) return;
  const state = window as unknown as { answeredAt?: number };
  new MutationObserver(() => {
    if (state.answeredAt === undefined && document.querySelector('[data-testid="answer-body"], .answer-image'))
      state.answeredAt = performance.timeOrigin + performance.now();
  }).observe(document, { subtree: true, childList: true });
}

beforeAll(async () => {
  scene = await openScene();
  docsRoot = mkdtempSync(join(tmpdir(), 'examples-docs-'));
  // The page as published on a docs site: its addresses point at the playground's host.
  writeFileSync(
    join(docsRoot, 'examples.html'),
    readFileSync('dist/examples.html', 'utf8').replaceAll(/(src|href)="\.\//g, `$1="${scene.server.appUrl}`),
  );
  docs = await serveStatic(docsRoot, '/docs/');
  docsUrl = `${docs.appUrl.replace('127.0.0.1', 'localhost')}examples.html`;
});

afterAll(async () => {
  await docs?.close();
  await scene?.close();
  if (docsRoot) rmSync(docsRoot, { recursive: true, force: true });
});

async function framesOf(page: Page): Promise<Frame[]> {
  await expect.poll(() => page.locator('iframe').count()).toBe(ANSWERS.length);
  return Promise.all(
    ANSWERS.map(async ({ title }) => (await (await page.locator(`iframe[title="${title}"]`).elementHandle())!.contentFrame())!),
  );
}

describe('examples.html on a docs site', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`every example answers at its content's height with no inner scrollbar, nobody scrolling; the pair shows both themes (${name}, ${scheme} reader)`, async () => {
        const context = await scene.browser.newContext({
          viewport,
          colorScheme: scheme,
          ...(name === 'phone' ? { isMobile: true, hasTouch: true } : {}),
        });
        const page = await context.newPage();
        await page.goto(docsUrl);
        const frames = await framesOf(page);
        for (const [index, { shows }] of ANSWERS.entries()) await shows(frames[index]!).waitFor();

        const mismatched = async () => {
          const heights = await Promise.all(
            frames.map(async (frame, index) => {
              const outer = await page
                .locator('iframe')
                .nth(index)
                .evaluate((element) => element.clientHeight);
              const inner = await frame.evaluate(() => ({
                content: document.documentElement.scrollHeight,
                scrollbar: innerWidth - document.documentElement.clientWidth,
              }));
              return { title: ANSWERS[index]!.title, outer, ...inner };
            }),
          );
          return heights.filter(({ outer, content, scrollbar }) => outer !== content || scrollbar > 0).map(({ title }) => title);
        };
        await expect.poll(mismatched, { timeout: 10_000 }).toEqual([]);
        expect(await page.evaluate(() => scrollY)).toBe(0);

        // The examples without a theme follow the reader; the pair forces one each.
        const surfaceOf = (frame: Frame) => frame.locator('.embed').evaluate((element) => getComputedStyle(element).backgroundColor);
        expect(await surfaceOf(frames[0]!)).toBe(SURFACE[scheme]);
        expect([await surfaceOf(frames[4]!), await surfaceOf(frames[5]!)]).toEqual([SURFACE.light, SURFACE.dark]);
        expect(await page.getByRole('link', { name: /API reference/ }).getAttribute('href')).toBe(`${scene.server.appUrl}#/reference`);
        expect(await page.locator('pre code').textContent()).toMatch(
          /<iframe src="[^"]+#\/embed\/<data>"[\s\S]*<script src="[^"]+embed\.js" async><\/script>/,
        );
        await page.screenshot({ path: `${SHOTS_DIR}/examples-page-${name}-${scheme}.png`, fullPage: true });
        await context.close();
      });
    }
  }

  test('the example in view answers before any example below the fold starts loading the embed runtime', async () => {
    const context = await scene.browser.newContext({ viewport: DESKTOP });
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await context.addInitScript(recordAnswerTime);
    const page = await context.newPage();
    await page.goto(docsUrl);
    const frames = await framesOf(page);
    for (const [index, { shows }] of ANSWERS.entries()) await shows(frames[index]!).waitFor();
    const inView = await page
      .locator('iframe')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top < innerHeight));
    // Read after the fact: nothing of the test touched the frames' timing while they started.
    const timings = await Promise.all(
      frames.map((frame) =>
        frame.evaluate(() => ({
          answeredAt: (window as unknown as { answeredAt: number }).answeredAt,
          runtimeFetchedAt:
            performance.timeOrigin +
            performance.getEntriesByType('resource').find((entry) => /\/embed-boot-[\w-]+\.js$/.test(entry.name))!.startTime,
        })),
      ),
    );
    expect(inView[0]).toBe(true);
    expect(inView.at(-1)).toBe(false);
    const lastInViewAnswer = Math.max(...timings.filter((_, index) => inView[index]).map(({ answeredAt }) => answeredAt));
    const startedEarly = timings.flatMap(({ runtimeFetchedAt }, index) =>
      !inView[index] && runtimeFetchedAt < lastInViewAnswer ? [ANSWERS[index]!.title] : [],
    );
    expect(startedEarly).toEqual([]);
    await context.close();
  });
});
