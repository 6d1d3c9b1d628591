/**
 * The browser entry: opens the store, builds the sandbox gateway in this page (main thread),
 * starts the service worker that routes the virtual hosts to it, then renders the app and has the
 * worker keep the app's files for offline use. A page the Node server served talks to that server
 * instead (remote-boot).
 */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { shortRandomId, VIRTUAL_ORIGINS } from '../../gateway/core';
import { BROWSER_HOSTS } from '../../http/hosts';
import { openEntryLog } from '../../storage/idb/entry-log';
import { openIdbStore } from '../../storage/idb/store';
import { createSandbox } from '../create-sandbox';
import { App } from '../../ui/app';
import { preloadScreenOf } from '../../ui/routing';
import { UpdateBanner, useUpdateStore, WorkerProblemPage } from '../../ui/shell';
import { createSandboxClient } from '../../ui/shared/sandbox-client';
import { connectSandbox } from '../../ui/shared/sandbox-connection';
import { browserTransport, webLockLeadership } from './delivery-wiring';
import { pairFromAddress, pairingMemory, relayControl } from './relay-pairing';
import { relayingTransport } from './relay-transport';
import { RECEIVER_ORIGIN } from '../../gateway/webhooks';
import { checkoutUrlIn, enterWorkspace } from './enter-workspace';
import { workspaceRegistry } from './workspace-registry';
import { remoteGatewayOf } from '../remote-gateway';
import { checkWorkerSupport, startGatewayWorker, type WorkerStart } from './start-worker';
import { watchForUpdates } from './watch-updates';
import { keepAppForOffline } from './keep-offline';
import '../../ui/styles.css';

async function boot(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  const remote = remoteGatewayOf(document);
  // Only a page the Node server served needs the remote boot (and its change stream): loaded then.
  if (remote) return (await import('./remote-boot')).bootRemote(root, remote);
  const refused = await checkWorkerSupport();
  if (refused) return showProblem(root, refused);
  // The first screen's chunks download while the store opens and the worker starts.
  preloadScreenOf(location.hash);
  // A scenario or an embed works in a database of its own, never in the user's.
  const workspace = enterWorkspace();
  // A newer build opening this database in another tab has closed it here: load that build too.
  // Paired with a local relay (per workspace), deliveries to endpoints outside the sandbox leave through it.
  const relayPairing = pairingMemory(localStorage, workspace.databaseName);
  const withoutRelayParameter = pairFromAddress(new URL(location.href), relayPairing);
  if (withoutRelayParameter) history.replaceState(history.state, '', withoutRelayParameter);
  const store = await openIdbStore(workspace.databaseName, { onNewerVersion: () => location.reload() });
  const sandbox = await createSandbox({
    store,
    hosts: BROWSER_HOSTS,
    checkoutUrl: () => checkoutUrlIn(workspace),
    outbound: relayingTransport(browserTransport(), { pairing: relayPairing.read, isSandboxUrl }),
    // Several tabs share one database; only the leading tab keeps delivery timers.
    leadership: webLockLeadership(workspace.databaseName),
  });
  const started = await startGatewayWorker(sandbox.handler, BROWSER_HOSTS);
  if (started.state !== 'ready') {
    // No requests can reach it, so it should not run deliveries behind an explanation either.
    await sandbox.close();
    return showProblem(root, started);
  }
  // The UI talks HTTP to the virtual hosts, which this page's worker answers, and hears of changes from the store.
  const workspaces = workspaceRegistry(workspace, {
    names: localStorage,
    here: () => new URL(location.href),
    now: Date.now,
    random: shortRandomId,
    deleteDatabase: (name) => indexedDB.deleteDatabase(name),
  });
  // Each workspace keeps its own console history, so a case's history stays with the case.
  const openLog = <T extends object>(name: string) => openEntryLog<T>(workspace.id ? `${name}:${workspace.id}` : name);
  connectSandbox({
    client: createSandboxClient(VIRTUAL_ORIGINS.sandbox),
    changes: store,
    openLog,
    workspaces,
    relay: relayControl(relayPairing),
  });
  void watchForUpdates(useUpdateStore.getState().offer);
  root.render(
    <StrictMode>
      <App />
      <UpdateBanner />
    </StrictMode>,
  );
  void keepAppForOffline();
}

/** The hosts this page answers itself (the virtual hosts, the scripted receivers, the app): never relayed. */
function isSandboxUrl(url: string): boolean {
  const { origin } = new URL(url);
  return origin in BROWSER_HOSTS || origin === RECEIVER_ORIGIN || origin === location.origin;
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
