/**
 * The sandbox as plain HTTP servers on 127.0.0.1: the base API host and the status host of each
 * environment (sandbox and emulated production), with the built app and its hosted checkout
 * served beside the handler on the sandbox base host.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Store } from '../../gateway/core';
import { importSnapshot } from '../../gateway/records';
import type { HostTable } from '../../http/hosts';
import { createSandbox, type Sandbox } from '../create-sandbox';
import type { BridgeTarget } from './bridge';
import { bridgeServer } from './bridge-server';
import { withAppFiles } from './app-files';
import { withAppOriginCors } from './app-origin-cors';
import { withCompression } from './compression';
import { nodeHttpTransport } from './http-transport';
import { checkStateFileWritable, readStateFile, stateError, writeStateFile } from './state-file';
import { openStore } from './open-store';
import { saveOnChange } from './state-saver';
import { defaultPorts, type ListenPorts } from './ports';

/** Loopback only: the sandbox has no authentication worth exposing to a network. */
const HOST = '127.0.0.1';
/** How long close() lets requests in flight finish before it cuts their connections. */
const CLOSE_GRACE_MS = 2000;

export interface ServerOptions extends ListenPorts {
  /**
   * Puts the clock in this mode on start; simulated time starts at the current time.
   * Default: the clock the state file carries, else real time.
   */
  clock?: 'real' | 'simulated';
  /**
   * SQLite database file, created when absent, or a `postgres://user:pass@host:port/db` URL;
   * servers on one file or one database share one sandbox. Default: the memory store (no native module).
   */
  dbFile?: string;
  /** Snapshot file: loaded on start when present and not empty, kept current while running, written by close(). */
  stateFile?: string;
  /** `{checkout_url}` of both environments. Default: `{base_url}/checkout`, served here from the build. */
  checkoutUrl?: string;
  /** `--ui`: `{base_url}/` opens the playground, talking to this server. */
  ui?: boolean;
  /** The built app to serve. Default: the repository's dist/. */
  distDir?: string;
  /** How long a request may take to arrive before it is answered 408 and dropped. Default: REQUEST_TIMEOUT_MS. */
  requestTimeoutMs?: number;
}

export interface RunningServer {
  /** `{base_url}`, sandbox environment, e.g. `http://127.0.0.1:4010`. */
  baseUrl: string;
  /** `{status_base_url}`, e.g. `http://127.0.0.1:4011`. */
  statusUrl: string;
  /** Production `{base_url}` (`sk_live_` keys), e.g. `http://127.0.0.1:4012`. */
  liveBaseUrl: string;
  /** Production `{status_base_url}`, e.g. `http://127.0.0.1:4013`. */
  liveStatusUrl: string;
  checkoutUrl: string;
  /** Whether a snapshot was loaded from the state file. */
  stateLoaded: boolean;
  /** The sandbox behind the servers, for tests that compare with in-process answers. */
  sandbox: Sandbox;
  /** Stops every listener, then writes the state file (if any) and frees the database. Idempotent. */
  close(): Promise<void>;
}

/**
 * Starts the sandbox on four loopback listeners. Rejects, leaving nothing open, when a port is
 * taken or the state file cannot be loaded (a corrupt file is never silently replaced).
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { port, stateFile } = options;
  const store = await openStore(options.dbFile);
  let sandbox: Sandbox | undefined;
  // The sandbox, once built, stops its delivery timers before it closes the store.
  const dispose = () => (sandbox ? sandbox.close() : store.close());
  const make = () => listener(options.requestTimeoutMs);
  const [base, status, liveBase, liveStatus] = [make(), make(), make(), make()] as const;
  const listeners = [base, status, liveBase, liveStatus];
  const stopAll = () => Promise.all(listeners.map(({ server }) => stop(server)));
  try {
    const stateLoaded = stateFile ? await loadState(store, stateFile) : false;
    // The sandbox comes after the listeners: with port 0 only they know the origins it needs.
    const ports = defaultPorts(options);
    const baseUrl = await listen(base.server, port, 'base');
    const statusUrl = await listen(status.server, ports.statusPort, 'status');
    const liveBaseUrl = await listen(liveBase.server, ports.livePort, 'production base');
    const liveStatusUrl = await listen(liveStatus.server, ports.liveStatusPort, 'production status');
    const checkoutUrl = (options.checkoutUrl ?? `${baseUrl}/checkout`).replace(/\/$/, '');
    const hosts: HostTable = {
      [baseUrl]: { env: 'sandbox', role: 'base' },
      [statusUrl]: { env: 'sandbox', role: 'status' },
      [liveBaseUrl]: { env: 'production', role: 'base' },
      [liveStatusUrl]: { env: 'production', role: 'status' },
    };
    // Node mode calls every webhook endpoint for real (the contract), with no timeout: not Node's
    // fetch, whose undici times calls out. Scripted receivers are answered inside, as in the page.
    const ready = (sandbox = await createSandbox({ store, hosts, checkoutUrl: () => checkoutUrl, outbound: nodeHttpTransport() }));
    if (options.clock) {
      await ready.runtime.setClock(options.clock, options.clock === 'simulated' ? Date.now() : undefined);
    }
    const saveState = stateFile ? async () => writeStateFile(stateFile, await ready.gateway.sandbox.export()) : undefined;
    const saver = saveState && saveOnChange(store, saveState);
    const gateway = { base: baseUrl, status: statusUrl, liveBase: liveBaseUrl, liveStatus: liveStatusUrl };
    const app = { ui: options.ui ?? false, distDir: options.distDir, gateway };
    base.target.resolve({ origin: baseUrl, handler: withCompression(withAppFiles(ready.handler, app)) });
    // The app is served from the base host; the other hosts are other origins it calls.
    const forApp = withCompression(withAppOriginCors(ready.handler, baseUrl));
    status.target.resolve({ origin: statusUrl, handler: forApp });
    liveBase.target.resolve({ origin: liveBaseUrl, handler: forApp });
    liveStatus.target.resolve({ origin: liveStatusUrl, handler: forApp });

    const shutdown = async () => {
      // An advance under way ends at its current instant, so its request answers within the grace.
      await Promise.all([ready.stopDeliveries(), stopAll()]);
      try {
        await saver?.stop();
        await saveState?.();
      } finally {
        await dispose();
      }
    };
    let closing: Promise<void> | undefined;
    const urls = { baseUrl, statusUrl, liveBaseUrl, liveStatusUrl, checkoutUrl };
    return { ...urls, stateLoaded, sandbox: ready, close: () => (closing ??= shutdown()) };
  } catch (error) {
    // Requests that reached a listener meanwhile answer 500 rather than hang.
    for (const { target } of listeners) target.reject(error);
    await stopAll();
    await dispose();
    throw error;
  }
}

/** Loads the state file into the empty store, before the clock reads it; false when there was none. */
async function loadState(store: Store, file: string): Promise<boolean> {
  await checkStateFileWritable(file);
  const snapshot = await readStateFile(file);
  if (snapshot === undefined) return false;
  try {
    // The same import as POST /_sandbox/import: a snapshot that is not ours changes nothing.
    await importSnapshot(store, snapshot);
  } catch (error) {
    throw stateError(file, (error as Error).message);
  }
  return true;
}

/** Listens on loopback and answers the listener's canonical origin (`new URL` drops port 80). */
function listen(server: Server, port: number, role: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let listening = false;
    // Kept after start too: an 'error' event without a listener would end the process.
    server.on('error', (error) => {
      const hint = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? ' (choose another port)' : '';
      if (!listening) reject(new Error(`Cannot listen for the ${role} host on ${HOST}:${port}: ${error.message}${hint}`));
      else console.error(`The ${role} server failed`, error);
    });
    server.listen(port, HOST, () => {
      listening = true;
      resolve(new URL(`http://${HOST}:${(server.address() as AddressInfo).port}`).origin);
    });
  });
}

/** Stops accepting, lets requests in flight finish for a grace period, then cuts the rest. */
function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    // A request can wait indefinitely (a webhook that never answers): do not let it block exit.
    const timer = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    // A keep-alive connection whose answer went out after close() idles on: close it then.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    server.close(() => {
      clearTimeout(timer);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** A server whose target (origin and handler) is settled once the sandbox is built. */
function listener(requestTimeoutMs: number | undefined) {
  const target = deferred<BridgeTarget>();
  return { target, server: bridgeServer(target.promise, requestTimeoutMs) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Nobody may ever await a target that failed; that is not an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
