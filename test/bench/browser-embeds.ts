/**
 * `npm run bench`, docs embeds in Chromium: how long a docs page on another site (localhost,
 * framing the app on 127.0.0.1) takes to show its embeds' answers on a first visit (a fresh
 * context: nothing cached), with one embed, then with twelve eager ones. The app is served as a
 * real host serves a build, its content-hashed files cacheable. Each frame's time is read in the
 * frame, from the docs page's navigation start to the shown step's answer entering the frame's
 * document (a MutationObserver, which needs no paint: Chromium paints no off-screen cross-site
 * frame). "In view" are the frames in the viewport as the page first lays out. The median of a
 * few visits of each, alternating, evens out what else the machine does.
 *
 * Two more pages show what the targets stand on: two embeds alone, and the same two among ten
 * frames of a blank page on the embeds' site (another port of 127.0.0.1: a cross-site frame of the
 * docs page, in the embeds' renderer) that run no script at all. What those ten cost the two is
 * Chromium's cost of a frame, which no embed can make smaller. Two, as the twelve have two in view
 * at the bench's 1280×800.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { encodeScenario } from '../../src/ui/scenario-links/scenario-codec';
import { DESKTOP } from '../browser/app-scene';
import { CREATE_PAYMENT } from '../browser/embed-scenarios';
import { serveStatic } from '../support/static-server';

const VISITS = 5;
const FRAMES = 12;
/** The sandbox the README advises, so the frames run as a docs page would have them. */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

export interface EmbedsFigures {
  /** A page with one embed: its answer, in ms from the page's navigation start. */
  one: number;
  /** Twelve embeds: the last of those in view to answer, and the last of all twelve. */
  inView: number;
  all: number;
  /** How many of the twelve lay in view. */
  inViewCount: number;
  /** Two embeds alone: the later answer; and the two among ten blank frames of their site. */
  two: number;
  twoAmongBlank: number;
}

/**
 * In every embed: when the shown step's answer arrives (epoch ms), posted to the docs page.
 * Nothing of Playwright's touches the frames while they start: its scripts, injected into a
 * frame on first use, would be work on the frames' one renderer that a reader's page never does.
 */
function postAnswerTime(): void {
  if (window.parent === window) return;
  let posted = false;
  const seen = () => {
    if (posted || !document.querySelector('[data-testid="answer-body"]')) return;
    posted = true;
    window.parent.postMessage({ type: 'bench:answered', at: performance.timeOrigin + performance.now() }, '*');
  };
  new MutationObserver(seen).observe(document, { subtree: true, childList: true });
}

/** On the docs page: each frame's answer time from the page's navigation start, and which frames lay in the first viewport. */
function collectAnswerTimes(): void {
  if (window.parent !== window) return;
  const page = window as unknown as { answers: (number | undefined)[]; firstInView: boolean[] };
  page.answers = [];
  addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type !== 'bench:answered') return;
    const index = [...document.getElementsByTagName('iframe')].findIndex((frame) => frame.contentWindow === event.source);
    page.answers[index] = (event.data as { at: number }).at - performance.timeOrigin;
  });
  document.addEventListener('DOMContentLoaded', () => {
    page.firstInView = [...document.getElementsByTagName('iframe')].map((frame) => frame.getBoundingClientRect().top < innerHeight);
  });
}

/** One first visit of `url`, with `count` embeds: each one's answer time and whether it lay in view. */
async function visit(browser: Browser, url: string, count: number): Promise<{ answers: number[]; inView: boolean[] }> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    // tsx keeps function names with a `__name` helper that functions sent to the page would miss.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await context.addInitScript(postAnswerTime);
    await context.addInitScript(collectAnswerTimes);
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(
      (count) =>
        Array.from((window as unknown as { answers: (number | undefined)[] }).answers, (at) => at !== undefined).filter(Boolean).length ===
        count,
      count,
      { timeout: 60_000, polling: 50 },
    );
    return await page.evaluate(() => {
      const page = window as unknown as { answers: number[]; firstInView: boolean[] };
      return { answers: page.answers, inView: page.firstInView };
    });
  } finally {
    await context.close();
  }
}

/** A docs page: a section of prose for each frame, each an eager frame of `srcs` at the README's height, then embed.js. */
function docsPage(appUrl: string, srcs: readonly string[]): string {
  const sections = srcs
    .map(
      (src, index) =>
        `<h2>Example ${index + 1}</h2><p>Some prose about this example, as a docs page has between its examples.</p>` +
        `<iframe src="${src}" title="Example ${index + 1}" sandbox="${SANDBOX}"></iframe>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Docs</title><link rel="icon" href="data:,">
<style>body{margin:0 auto;max-width:900px;padding:1rem;font-family:system-ui,sans-serif}iframe{display:block;width:100%;height:420px;border:0}</style>
<h1>Docs</h1>${sections}<script src="${appUrl}embed.js" async></script></html>`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Visits each page VISITS times, in turns, and answers the medians. */
export async function embedsInChromium(browser: Browser): Promise<EmbedsFigures> {
  const root = mkdtempSync(join(tmpdir(), 'bench-docs-'));
  const blankRoot = mkdtempSync(join(tmpdir(), 'bench-blank-'));
  const app = await serveStatic(resolve('dist'), '/sub/app/', { cacheAssets: true });
  const docs = await serveStatic(root, '/docs/');
  const blank = await serveStatic(blankRoot, '/blank/');
  try {
    const data = await encodeScenario(CREATE_PAYMENT, { compress: true });
    const embed = `${app.appUrl}#/embed/${data}`;
    writeFileSync(
      join(blankRoot, 'index.html'),
      '<!doctype html><html lang="en"><title>Blank</title><link rel="icon" href="data:,"><p>A frame.</p></html>',
    );
    const blanks = Array.from({ length: FRAMES - 2 }, () => blank.appUrl);
    const pages = {
      one: [embed],
      twelve: Array.from({ length: FRAMES }, () => embed),
      two: [embed, embed],
      twoAmongBlank: [embed, embed, ...blanks],
    };
    for (const [name, srcs] of Object.entries(pages)) writeFileSync(join(root, `${name}.html`), docsPage(app.appUrl, srcs));
    const docsUrl = docs.appUrl.replace('127.0.0.1', 'localhost');
    const ones: number[] = [];
    const inViews: number[] = [];
    const alls: number[] = [];
    const twos: number[] = [];
    const twosAmongBlank: number[] = [];
    let inViewCount = 0;
    for (let round = 0; round < VISITS; round++) {
      ones.push((await visit(browser, `${docsUrl}one.html`, 1)).answers[0]!);
      const twelve = await visit(browser, `${docsUrl}twelve.html`, FRAMES);
      const seen = twelve.answers.filter((_, index) => twelve.inView[index]);
      inViewCount = seen.length;
      inViews.push(Math.max(...seen));
      alls.push(Math.max(...twelve.answers));
      twos.push(Math.max(...(await visit(browser, `${docsUrl}two.html`, 2)).answers));
      twosAmongBlank.push(Math.max(...(await visit(browser, `${docsUrl}twoAmongBlank.html`, 2)).answers));
    }
    return {
      one: median(ones),
      inView: median(inViews),
      all: median(alls),
      inViewCount,
      two: median(twos),
      twoAmongBlank: median(twosAmongBlank),
    };
  } finally {
    await docs.close();
    await app.close();
    await blank.close();
    rmSync(root, { recursive: true, force: true });
    rmSync(blankRoot, { recursive: true, force: true });
  }
}
