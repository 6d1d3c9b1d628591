/**
 * Connects the UI to a real sandbox in this process, as `app/browser/main.tsx` connects it to the
 * page's: the typed client speaks HTTP to the sandbox's handler and the store's change feed tells
 * the screens what changed. Screen tests start with `openScreenSandbox()` (or `showScreensOn`
 * for a sandbox of their own), which also ends the test in order: the screen unmounted, the
 * requests it started answered, fetch restored, and only then the store closed, so that nothing
 * meets a closed store and prints `StoreClosedError`.
 */
import { cleanup } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { openEntryLog } from '../../src/storage/idb/entry-log';
import { createSandboxClient } from '../../src/ui/shared/sandbox-client';
import { connectSandbox } from '../../src/ui/shared/sandbox-connection';
import { freshHarness } from './api';
import { BASE, STATUS, type Harness } from './harness';

/** Answers a request the page sent: to the sandbox (`toSandbox`), or itself. */
export type PageRoute = (request: Request, toSandbox: (request: Request) => Promise<Response>) => Response | Promise<Response>;

export interface ScreenSandboxOptions {
  /** The sandbox's real time (deliveries are signed at it), for tests that pin it. */
  realNow?: () => number;
  /** Sees each request the page sends before the sandbox does: to record it, or to answer it. */
  route?: PageRoute;
}

/** A fresh sandbox with the page's `fetch` and the UI connected to it, all closed in order when the test ends. */
export async function openScreenSandbox({ realNow, route }: ScreenSandboxOptions = {}): Promise<Harness> {
  const harness = await freshHarness(realNow);
  showScreensOn(harness, route);
  return harness;
}

/**
 * Sends the page's `fetch` to `harness` (through `route`, when given) and connects the UI to it.
 * When the test ends, after its `afterEach`, the screen is unmounted and the requests it started
 * are answered before fetch is restored; the harness, opened before this is called, closes after.
 */
export function showScreensOn(harness: Harness, route: PageRoute = (request, toSandbox) => toSandbox(request)): void {
  const inFlight = new Set<Promise<Response>>();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = Promise.resolve().then(() => route(new Request(input, init), harness.handler));
    track(inFlight, answer);
    return answer;
  });
  connectUiThroughFetch(harness);
  // Test-finished hooks run last registered first: this one before the harness's close.
  onTestFinished(async () => {
    cleanup();
    await settled(inFlight);
    vi.unstubAllGlobals();
  });
}

export interface UiSandbox {
  harness: Harness;
  /** Every request the UI has sent so far, e.g. `GET /_sandbox/partners`. */
  requests: string[];
  /** How many of the recorded requests went to `route` (`METHOD path`, query left out). */
  count(route: string): number;
}

/**
 * A fresh sandbox with the UI's client sending straight to its handler (the page's `fetch` left
 * alone), every request recorded; closed in order when the test ends, as `openScreenSandbox`'s.
 */
export async function connectUiToSandbox(): Promise<UiSandbox> {
  const harness = await freshHarness();
  const requests: string[] = [];
  const inFlight = new Set<Promise<Response>>();
  const client = createSandboxClient({ base: BASE, status: STATUS }, (url, init) => {
    requests.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
    return track(inFlight, harness.handler(new Request(url, init)));
  });
  connectSandbox({ client, changes: harness.store, openLog: openEntryLog });
  onTestFinished(async () => {
    cleanup();
    await settled(inFlight);
  });
  return { harness, requests, count: (route) => requests.filter((request) => request === route).length };
}

/** Connects the UI to `harness` through the page's `fetch` (the console sends what a person typed with it). */
function connectUiThroughFetch(harness: Harness): void {
  connectSandbox({ client: createSandboxClient({ base: BASE, status: STATUS }), changes: harness.store, openLog: openEntryLog });
}

/** Keeps `answer` in `inFlight` until it settles; answers it. */
function track(inFlight: Set<Promise<Response>>, answer: Promise<Response>): Promise<Response> {
  inFlight.add(answer);
  const forget = () => inFlight.delete(answer);
  answer.then(forget, forget);
  return answer;
}

/** Resolves once every request in `inFlight` has settled, those started meanwhile too. */
async function settled(inFlight: Set<Promise<Response>>): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
