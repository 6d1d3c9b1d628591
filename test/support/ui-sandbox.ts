/**
 * Connects the UI to a real sandbox in this process, as `app/browser/main.tsx` connects it to the
 * page's: the typed client speaks HTTP to the sandbox's handler and the store's change feed tells
 * the screens what changed. Every helper request the UI sends is recorded, `METHOD path`.
 */
import { openEntryLog } from '../../src/storage/idb/entry-log';
import { createSandboxClient } from '../../src/ui/shared/sandbox-client';
import { connectSandbox } from '../../src/ui/shared/sandbox-connection';
import { BASE, openHarness, STATUS, type Harness } from './harness';

export interface UiSandbox {
  harness: Harness;
  /** Every request the UI has sent so far, e.g. `GET /_sandbox/partners`. */
  requests: string[];
  /** How many of the recorded requests went to `route` (`METHOD path`, query left out). */
  count(route: string): number;
}

/** A fresh sandbox with the UI connected to it; close its harness when the test ends. */
export async function connectUiToSandbox(): Promise<UiSandbox> {
  const harness = await openHarness();
  const requests: string[] = [];
  const client = createSandboxClient({ base: BASE, status: STATUS }, (url, init) => {
    requests.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
    return harness.handler(new Request(url, init));
  });
  connectSandbox({ client, changes: harness.store, openLog: openEntryLog });
  return { harness, requests, count: (route) => requests.filter((request) => request === route).length };
}

/**
 * Connects the UI to `harness` through the page's `fetch`, for tests that stub `fetch` with the
 * harness's handler (the console sends what a person typed with the page's own fetch).
 */
export function connectUiThroughFetch(harness: Harness): void {
  connectSandbox({ client: createSandboxClient({ base: BASE, status: STATUS }), changes: harness.store, openLog: openEntryLog });
}
