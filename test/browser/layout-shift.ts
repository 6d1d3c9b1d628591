/**
 * Cumulative layout shift as the page itself measures it, for the layout tests and the bench: a
 * PerformanceObserver for `layout-shift` started before the app's first script, summing every
 * shift no input caused (what Web Vitals calls CLS, over the whole visit).
 */
import type { BrowserContext, Page } from 'playwright-core';

/** Runs in the page before its scripts; `window.layoutShift` then holds the sum so far. */
function observeLayoutShift(): void {
  const store = window as unknown as { layoutShift: number };
  store.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) store.layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Every page of `context` measures its layout shift from its start. */
export async function measureLayoutShift(context: BrowserContext): Promise<void> {
  await context.addInitScript(observeLayoutShift);
}

/**
 * The layout shift of the page's visit so far, read after two frames, so that shifts of the last
 * frame drawn are counted.
 */
export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { layoutShift: number }).layoutShift))),
      ),
  );
}

/** Where each screen has finished arriving (its late parts too), so a layout shift measured then covers the whole visit. */
export const SETTLED: Record<'console' | 'webhooks', string[]> = {
  console: ['.request-panel .monaco-editor', '.guided button:not([disabled])', '.catalogue .operation-button', '.answer'],
  webhooks: ['[data-testid="clock-now"]', '[data-testid="deliveries-empty"], [data-testid="notification"]', '.receivers'],
};

/** Waits until every part of the screen named has arrived. */
export async function waitUntilSettled(page: Page, screen: keyof typeof SETTLED): Promise<void> {
  for (const selector of SETTLED[screen]) await page.locator(selector).first().waitFor();
}
