/**
 * `npm run bench`, browser part: the records helpers that the support screens page through, in
 * the page on Chromium's IndexedDB with the large store. (records.bench.ts measures the same
 * requests on the Node server's SQLite store.)
 */
import type { Page } from 'playwright-core';
import { BASE } from '../browser/app-scene';
import type { LargeStore } from '../browser/large-store';

const REQUESTS = 15;

export interface RecordsFigure {
  name: string;
  ms: number;
  targetMs: number;
}

/** The median milliseconds of each records request, sequential, through the page's service worker. */
export async function recordsInChromium(page: Page, store: LargeStore): Promise<RecordsFigure[]> {
  const payments = `${BASE}/_sandbox/records/payments`;
  const first = await page.evaluate(async (url) => (await (await fetch(url)).json()).nextCursor as string, `${payments}?limit=25`);
  const requests = [
    { name: 'first page of 25 payments', url: `${payments}?limit=25`, targetMs: 50 },
    { name: 'second page, after a cursor', url: `${payments}?limit=25&after=${encodeURIComponent(first)}`, targetMs: 50 },
    { name: "one product's first page", url: `${payments}?limit=25&productId=${store.productId}`, targetMs: 50 },
    { name: 'search one payment by externalId', url: `${payments}?q=large-54321`, targetMs: 20 },
    { name: 'payment detail with its attempts', url: `${payments}/${store.unpaidHash}`, targetMs: 20 },
  ];
  const medians = await page.evaluate(
    async ({ urls, count }) => {
      const medians: number[] = [];
      for (const url of urls) {
        const times: number[] = [];
        for (let i = 0; i < count; i++) {
          const start = performance.now();
          const response = await fetch(url);
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          await response.arrayBuffer();
          times.push(performance.now() - start);
        }
        medians.push(times.sort((a, b) => a - b)[Math.floor(count / 2)]!);
      }
      return medians;
    },
    { urls: requests.map((request) => request.url), count: REQUESTS },
  );
  return requests.map(({ name, targetMs }, i) => ({ name, ms: medians[i]!, targetMs }));
}
