/**
 * Starts Mock Service Worker so that every request this page sends to one of the gateway's
 * virtual hosts is answered by the in-page handler; anything else goes to the network as usual.
 */
import { http } from 'msw';
import { setupWorker } from 'msw/browser';
import type { FetchHandler } from '../../http/handler';
import type { HostTable } from '../../http/hosts';
import { APP_WORKER_FILE } from './app-worker-file';
import type { WorkerProblem } from '../../ui/shell';
import { forgetReload, isLoadedPastWorker, reloadOnce, waitForControl } from './page-control';

/** `reloading`: the page is about to reload, render nothing. */
export type WorkerStart = { state: 'ready' } | { state: 'reloading' } | { state: 'problem'; problem: WorkerProblem };

/** How long a freshly installed worker may take to claim the page. */
const CLAIM_TIMEOUT_MS = 5_000;

/**
 * What can be told before anything starts: no service workers at all, or a hard reload. Called
 * before the gateway opens, so a page about to reload never begins a webhook delivery.
 * `undefined` means go ahead.
 */
export async function checkWorkerSupport(): Promise<WorkerStart | undefined> {
  // Service workers need a secure context (https or localhost) and are off in some private modes.
  if (!('serviceWorker' in navigator)) return { state: 'problem', problem: { kind: 'unsupported' } };
  // Checked before msw starts: msw reloads such a page itself, with no limit on how often.
  if (await isLoadedPastWorker()) return reloadOrExplain();
  return undefined;
}

/** Starts the worker; resolves once the page is controlled and mocking is on, or says why not. */
export async function startGatewayWorker(handler: FetchHandler, hosts: HostTable): Promise<WorkerStart> {
  const worker = setupWorker(...Object.keys(hosts).map((origin) => forwardOrigin(origin, handler)));
  try {
    await worker.start({
      // The worker sits beside index.html, so it controls the app's own folder on any host. It is
      // ours (msw's imported into it plus the offline cache), as a scope holds one worker.
      serviceWorker: { url: `${import.meta.env.BASE_URL}${APP_WORKER_FILE}` },
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  } catch (error) {
    return { state: 'problem', problem: { kind: 'failed', message: String((error as Error)?.message ?? error) } };
  }
  if (!(await waitForControl(CLAIM_TIMEOUT_MS))) return reloadOrExplain();
  forgetReload();
  return { state: 'ready' };
}

function reloadOrExplain(): WorkerStart {
  return reloadOnce() ? { state: 'reloading' } : { state: 'problem', problem: { kind: 'uncontrolled' } };
}

/**
 * One msw handler per origin, any method and path, straight to the gateway's fetch handler. The
 * answer goes back as the handler built it, so the console shows exactly what the gateway sent:
 * Chromium gives the page every header of a response made in its service worker, CORS or not.
 */
function forwardOrigin(origin: string, handler: FetchHandler) {
  return http.all(`${origin}/*`, ({ request }) => handler(request));
}
