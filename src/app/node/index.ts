/**
 * The package's entry, `import { startSandbox } from 'gateway-playground'`: the same server as
 * `gateway-playground serve`, started inside a test run (a vitest `globalSetup`, a Jest global
 * setup, a script). Its types are declared here, in this file, so the package's declaration is
 * this file's own, with nothing internal to reach.
 */
import { startServer } from './server';

export interface StartSandboxOptions {
  /** Sandbox `{base_url}` port; the other hosts take the next three. Default: free ports for all. */
  port?: number;
  /**
   * A database file (created when absent), or a `postgres://user:pass@host:port/db` URL, that keeps
   * the sandbox across runs and shares it with other servers on it. Default: a private in-memory
   * database.
   */
  db?: string;
  /** Start the clock in this mode; simulated time starts now. Default: real time (or the stored clock of `db`). */
  clock?: 'real' | 'simulated';
}

export interface RunningSandbox {
  /** `{base_url}`, sandbox environment (`sk_test_` keys), e.g. `http://127.0.0.1:4010`. */
  baseUrl: string;
  /** `{status_base_url}`, sandbox environment. */
  statusBaseUrl: string;
  /** `{base_url}` of the emulated production environment (`sk_live_` keys). */
  liveBaseUrl: string;
  /** `{status_base_url}` of the emulated production environment. */
  liveStatusBaseUrl: string;
  /** `{checkout_url}`: the hosted checkout that `redirectUrl` opens, payable. */
  checkoutUrl: string;
  /** Stops the server; resolves once every port is closed (the database is let go after). */
  close(): Promise<void>;
}

/**
 * Starts the sandbox on 127.0.0.1. Rejects, leaving nothing open, when a port is taken, and with
 * a TypeError naming the option when one is not what the types say (JavaScript callers have no
 * compiler to tell them: a clock mode misspelt would otherwise be stored as it is).
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const { port = 0, db, clock } = options;
  if (!(Number.isInteger(port) && port >= 0 && port <= 65535)) {
    throw new TypeError(`startSandbox: port must be a whole number from 0 to 65535, not ${JSON.stringify(port)}`);
  }
  if (db !== undefined && (typeof db !== 'string' || db === '')) {
    throw new TypeError(`startSandbox: db must be a database file name or a postgres:// URL, not ${JSON.stringify(db)}`);
  }
  if (clock !== undefined && clock !== 'real' && clock !== 'simulated') {
    throw new TypeError(`startSandbox: clock must be "real" or "simulated", not ${JSON.stringify(clock)}`);
  }
  const server = await startServer({ port, dbFile: db, clock });
  return {
    baseUrl: server.baseUrl,
    statusBaseUrl: server.statusUrl,
    liveBaseUrl: server.liveBaseUrl,
    liveStatusBaseUrl: server.liveStatusUrl,
    checkoutUrl: server.checkoutUrl,
    close: () => server.close(),
  };
}
