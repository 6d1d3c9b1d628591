/**
 * The embed's runtime (`#/embed/<data>`): a sandbox gateway on a memory store, gone with the
 * frame, reached by calling its fetch handler directly. It needs no service worker and no
 * storage at all (no IndexedDB, localStorage, sessionStorage or cookies), which a browser may
 * deny an iframe on a docs site of another origin; and it loads no msw, idb or Monaco.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { VIRTUAL_ORIGINS } from '../../gateway/core';
import { BROWSER_HOSTS } from '../../http/hosts';
import { openMemoryStore } from '../../storage/memory/store';
import { EmbedPage } from '../../ui/embed';
import { useScenarioStore } from '../../ui/scenarios';
import { createSandboxClient } from '../../ui/shared/sandbox-client';
import { connectSandbox, type EntryLog } from '../../ui/shared/sandbox-connection';
import { browserTransport } from '../browser/delivery-wiring';
import { createSandbox } from '../create-sandbox';
import { inFrameFetch } from './in-frame-fetch';
import '../../ui/styles.css';

/**
 * Starts the embed of `data` in this frame; answers how to stop it (for tests: a frame simply
 * goes). `onAnswered` hears once that the scenario has run and its answer (or its failure) is on
 * screen.
 */
export async function bootEmbed(data: string, { onAnswered }: { onAnswered?: () => void } = {}): Promise<{ stop(): Promise<void> }> {
  const root = createRoot(document.getElementById('root')!);
  // The full app at this very address: the checkout link's page, and where "Open in Gateway Playground" leads.
  const app = `${location.origin}${location.pathname}`;
  const store = await openMemoryStore();
  const sandbox = await createSandbox({ store, hosts: BROWSER_HOSTS, checkoutUrl: () => `${app}#/checkout`, outbound: browserTransport() });
  const send = inFrameFetch(sandbox.handler, BROWSER_HOSTS);
  connectSandbox({ client: createSandboxClient(VIRTUAL_ORIGINS.sandbox, send), changes: store, openLog: memoryLog, fetch: send });
  // Another scenario (or another screen) in this frame's address needs a fresh start.
  const restart = () => location.reload();
  window.addEventListener('hashchange', restart);
  const stopWatchingRun = onAnswered ? whenRun(onAnswered) : () => {};
  root.render(
    <StrictMode>
      <EmbedPage data={data} app={app} />
    </StrictMode>,
  );
  return {
    async stop() {
      stopWatchingRun();
      window.removeEventListener('hashchange', restart);
      root.unmount();
      await sandbox.close();
    },
  };
}

/** Calls `then` once the scenario has run, after React has drawn the outcome (a task later); answers how to stop watching. */
function whenRun(then: () => void): () => void {
  const unsubscribe = useScenarioStore.subscribe((state) => {
    if (state.phase === 'running') return;
    unsubscribe();
    setTimeout(then, 0);
  });
  return unsubscribe;
}

/** Logs kept for the frame's lifetime (the embed writes none; the UI's wiring asks for the means). */
async function memoryLog<T extends object>(): Promise<EntryLog<T>> {
  let entries: (T & { id: number })[] = [];
  return {
    async add(entry) {
      const added = { ...entry, id: entries.length + 1 };
      entries = [added, ...entries];
      return added;
    },
    list: async () => [...entries],
    async clear() {
      entries = [];
    },
  };
}
