/**
 * `npm run bench`, browser part: issue 12's month of failing webhooks in the page itself, as a
 * person meets it: the built app in Chromium on its real IndexedDB, 1,000 webhooks to a scripted
 * receiver that always answers 500 (`retries: 7`, so 8,000 attempts), one payment completed on
 * simulated time, then an advance of 30 days, timed from the page.
 */
import type { Browser } from 'playwright-core';
import { BASE, DESKTOP, hashOf, openApp, pageFetch } from '../browser/app-scene';

const WEBHOOKS = 1_000;

export interface MonthFigures {
  ms: number;
  attempts: number;
  longestTaskMs: number;
  heapBeforeMb: number;
  heapAfterMb: number;
}
const MONTH = 30 * 24 * 3_600_000;

/**
 * Wall milliseconds of completing the payment and advancing a month, how many attempts ran, the
 * longest task of the page while it advanced, and the page's JavaScript heap (after a collection)
 * before and after.
 */
export async function monthInChromium(browser: Browser, appUrl: string): Promise<MonthFigures> {
  // A context of its own: a fresh IndexedDB, untouched by the large store of the screen figures.
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    const page = await openApp(context, appUrl, '#/nowhere');
    const call = async (method: string, path: string, options: { key?: string; body?: unknown } = {}) => {
      const answer = await pageFetch(page, method, `${BASE}${path}`, options);
      if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}`);
      return answer.body;
    };
    await call('PUT', '/_sandbox/receivers/month', { body: { answers: [{ status: 500 }] } });
    await call('POST', '/_sandbox/clock', { body: { mode: 'simulated', now: Date.UTC(2026, 0, 1) } });
    const key: string = (await call('POST', '/_sandbox/partners', { body: {} })).keys.sandbox;
    const product = await call('POST', '/api/product/pay', { key, body: { name: 'Month', shortName: 'month' } });
    const webhook = { endpoint: 'https://hooks.gateway.test/month', expectedCode: 200, retries: 7, productIds: [product.id] };
    for (let i = 0; i < WEBHOOKS; i++) await call('POST', '/api/pay/plugin/webhook', { key, body: webhook });
    const payment = await call('POST', `/api/pay/product/${product.id}/subproduct/pricing`, {
      key,
      body: { externalId: 'month', price: 100 },
    });
    const devtools = await context.newCDPSession(page);
    const heapMb = async () => {
      await devtools.send('HeapProfiler.collectGarbage');
      return (await devtools.send('Runtime.getHeapUsage')).usedSize / 2 ** 20;
    };
    const heapBeforeMb = await heapMb();
    const { ms, longestTaskMs } = await page.evaluate(
      async ({ base, hash, month }) => {
        const post = (path: string, body: unknown) =>
          fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        const started = performance.now();
        await post(`/_sandbox/payments/${hash}/status`, { status: 'COMPLETED' });
        // The longest task of the advance alone: while one runs, the page answers nothing.
        const tasks: number[] = [];
        const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => entry.duration)));
        observer.observe({ type: 'longtask' });
        const advanced = await post('/_sandbox/clock/advance', { ms: month });
        if (advanced.status !== 200) throw new Error(`advance answered ${advanced.status}`);
        const ms = performance.now() - started;
        // Long tasks are reported after they end: let the last one in.
        await new Promise((resolve) => setTimeout(resolve, 50));
        observer.disconnect();
        return { ms, longestTaskMs: Math.max(0, ...tasks) };
      },
      { base: BASE, hash: hashOf(payment.redirectUrl), month: MONTH },
    );
    const heapAfterMb = await heapMb();
    const { counts } = await call('GET', '/_sandbox/summary');
    return { ms, attempts: counts.deliveries, longestTaskMs, heapBeforeMb, heapAfterMb };
  } finally {
    await context.close();
  }
}
