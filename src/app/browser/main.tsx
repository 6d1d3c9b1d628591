/**
 * The browser entry: opens the store, builds the sandbox gateway in this page (main thread),
 * starts the service worker that routes the virtual hosts to it, then renders the app.
 */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BROWSER_HOSTS } from '../../http/hosts';
import { openIdbStore } from '../../storage/idb-store';
import { createSandbox } from '../create-sandbox';
import { App } from '../../ui/app';
import { WorkerProblemPage } from '../../ui/shell/worker-problem-page';
import { connectLiveData } from '../../ui/live/connect-live-data';
import { recordConsoleTraffic } from '../../ui/recording/console-traffic';
import { browserTransport, webLockLeadership } from './delivery-wiring';
import { checkWorkerSupport, startGatewayWorker, type WorkerStart } from './start-worker';
import '../../ui/styles.css';

/**
 * `{checkout_url}`: this very page with a hash route, so `redirectUrl` opens from any static host,
 * under a sub-path too, with no rewrite rules; its `?externalId=` lives inside the hash.
 */
function checkoutUrl(): string {
  return `${location.origin}${location.pathname}#/checkout`;
}

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const refused = await checkWorkerSupport();
  if (refused) return showProblem(root, refused);
  const store = await openIdbStore();
  const sandbox = await createSandbox({
    store,
    hosts: BROWSER_HOSTS,
    checkoutUrl,
    transport: browserTransport(store),
    // Several tabs share one database; only the leading tab keeps delivery timers.
    leadership: webLockLeadership,
  });
  const started = await startGatewayWorker(sandbox.handler, BROWSER_HOSTS);
  if (started.state !== 'ready') {
    // No requests can reach it, so it should not run deliveries behind an explanation either.
    await sandbox.close();
    return showProblem(root, started);
  }
  connectLiveData(store);
  recordConsoleTraffic();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** A page about to reload shows nothing new; one that cannot run says why. */
function showProblem(root: Root, start: WorkerStart): void {
  if (start.state === 'problem') root.render(<WorkerProblemPage problem={start.problem} />);
}

boot().catch((error: unknown) => {
  // Without a gateway nothing else works: say so on the page rather than leave "Starting…".
  const message = document.createElement('p');
  message.className = 'boot-message boot-message--error';
  message.textContent = `The sandbox gateway could not start: ${String((error as Error)?.message ?? error)}`;
  document.getElementById('root')?.replaceChildren(message);
});
