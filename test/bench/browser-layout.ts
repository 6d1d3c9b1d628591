/**
 * `npm run bench`, layout part (after `vite build`): for every screen of the app in Chromium, a
 * first visit (a fresh browser profile: no service worker, nothing cached) and a warm reload,
 * each printing the cumulative layout shift and, on the console, the time from navigation to a
 * usable request form (its URL field and body on screen) and to Monaco in its place, beside
 * their targets. Exits non-zero when one misses.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, openScene, waitForApp } from '../browser/app-scene';
import { layoutShiftOf, measureLayoutShift, waitUntilSettled } from '../browser/layout-shift';

const CLS_TARGET = 0.05;
const FORM_TARGET_MS = { fresh: 2_000, warm: 1_000 };
const MONACO_FRESH_TARGET_MS = 2_500;

/** Screens and what shows once each has arrived; the console and Webhooks wait for their late parts too. */
const SCREENS: { name: string; hash: string; settled: (page: Page) => Promise<void> }[] = [
  { name: 'console', hash: '#/console', settled: (page) => waitUntilSettled(page, 'console') },
  { name: 'webhooks', hash: '#/webhooks', settled: (page) => waitUntilSettled(page, 'webhooks') },
  // The other screens: layout shift until their heading shows (data arriving later is not waited for).
  ...['keys', 'data', 'records', 'faults', 'reference'].map((name) => ({
    name,
    hash: `#/${name}`,
    settled: (page: Page) => page.locator(`main[data-screen="${name}"] h1`).waitFor(),
  })),
];

/** Records, from the page's start, when the request form and Monaco first show (ms since navigation). */
function recordArrivals(): void {
  const marks = {} as Record<'form' | 'monaco', number | undefined>;
  (window as unknown as { arrivals: typeof marks }).arrivals = marks;
  const check = () => {
    const form = document.querySelector('.request-panel');
    if (marks.form === undefined && form?.querySelector('.request-line textarea') && form.querySelector('[aria-label="Request body"]')) {
      marks.form = performance.now();
    }
    if (marks.monaco === undefined && form?.querySelector('.monaco-editor')) marks.monaco = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

interface Visit {
  cls: number;
  formMs?: number;
  monacoMs?: number;
}

async function visit(page: Page, screen: (typeof SCREENS)[number]): Promise<Visit> {
  await waitForApp(page);
  await screen.settled(page);
  const cls = await layoutShiftOf(page);
  const arrivals = await page.evaluate(() => (window as unknown as { arrivals: Record<string, number | undefined> }).arrivals);
  return { cls, formMs: arrivals.form, monacoMs: arrivals.monaco };
}

const line = (ok: boolean, label: string, value: string, target: string) =>
  console.log(`  ${ok ? '✓' : '✗'} ${label.padEnd(34)} ${value.padStart(9)}   target ${target}`);

/** Runs the visits and prints them beside their targets; answers whether all are met. */
export async function runLayoutBench(): Promise<boolean> {
  const scene = await openScene();
  let failures = 0;
  const check = (ok: boolean, label: string, value: string, target: string) => {
    if (!ok) failures++;
    line(ok, label, value, target);
  };
  try {
    console.log('\nLayout shift and time to a usable form, per screen (Chromium, 1280×800), first visit and warm reload');
    for (const screen of SCREENS) {
      // A fresh context per screen: its first visit installs the service worker and fetches every chunk.
      const context: BrowserContext = await scene.browser.newContext({ viewport: DESKTOP });
      await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
      await measureLayoutShift(context);
      await context.addInitScript(recordArrivals);
      const page = await context.newPage();
      await page.goto(scene.server.appUrl + screen.hash);
      const fresh = await visit(page, screen);
      await page.reload();
      const warm = await visit(page, screen);
      await context.close();
      for (const [when, figures] of [
        ['fresh', fresh],
        ['warm', warm],
      ] as const) {
        check(figures.cls <= CLS_TARGET, `${screen.name}, ${when}: layout shift`, figures.cls.toFixed(3), `≤ ${CLS_TARGET}`);
        if (figures.formMs !== undefined) {
          const target = FORM_TARGET_MS[when];
          check(figures.formMs <= target, `${screen.name}, ${when}: usable form`, `${figures.formMs.toFixed(0)} ms`, `≤ ${target} ms`);
        }
        if (figures.monacoMs !== undefined) {
          const ok = when === 'warm' || figures.monacoMs <= MONACO_FRESH_TARGET_MS;
          check(
            ok,
            `${screen.name}, ${when}: Monaco in place`,
            `${figures.monacoMs.toFixed(0)} ms`,
            when === 'fresh' ? `≤ ${MONACO_FRESH_TARGET_MS} ms` : '(no target warm)',
          );
        }
      }
    }
  } finally {
    await scene.close();
  }
  return failures === 0;
}
