/**
 * Asks the app's worker to keep this build's files for offline use. A first visit does not wait
 * for them before it runs (the worker installs at once), so the page asks once it has started;
 * the worker fetches only what it has not kept yet, so later visits ask for next to nothing.
 */

/** Resolves once every file of the build is kept (or could not be fetched), or at once without a controlling worker. */
export function keepAppForOffline(): Promise<void> {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return Promise.resolve();
  const channel = new MessageChannel();
  const kept = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
  });
  worker.postMessage({ type: 'APP_WORKER_KEEP_OFFLINE' }, [channel.port2]);
  return kept;
}
