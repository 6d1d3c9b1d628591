/**
 * Which sandbox the UI talks to and where it hears of stored changes. `app/` connects it once
 * before the first render (the in-page gateway, a Node server, an embed's own sandbox); stores
 * and screens ask for it when they act, so none of them knows which sandbox it is.
 */
import { type CollectionName, type Environment, VIRTUAL_ORIGINS } from '../../gateway';
import type { SandboxClient } from './sandbox-client';

/** Tells after each committed write, in this tab or another, which collections it touched. */
export interface ChangeFeed {
  onChange(listener: (collections: CollectionName[]) => void): () => void;
}

/** Entries kept apart from the sandbox's data, so a reset or import leaves them (the console's history). */
export interface EntryLog<T extends object> {
  add(entry: T): Promise<T & { id: number }>;
  /** Every entry, newest first. */
  list(): Promise<(T & { id: number })[]>;
  clear(): Promise<void>;
}

/** A workspace as the header lists it; the user's own has no id. */
export interface WorkspaceEntry {
  id?: string;
  name: string;
}

/** The page's workspaces: each a database of its own, switched by loading the page in it. */
export interface WorkspaceControl {
  /** The workspace this page works in. */
  current: WorkspaceEntry;
  /** The user's own workspace first, then the named ones in the order they were made. */
  list(): WorkspaceEntry[];
  /** Makes a named workspace; answers it. */
  create(name: string): WorkspaceEntry;
  /** Forgets a named workspace and deletes its data. */
  remove(id: string): Promise<void>;
  /** The address of this screen in workspace `id` (the user's own when absent). */
  hrefOf(id?: string): string;
}

/** How a pairing with `gateway-playground relay` stands, as the Webhooks screen shows it. */
export type RelayStatus =
  | { state: 'unpaired' }
  /** What was pasted is not a relay's pairing address (nothing is remembered). */
  | { state: 'invalid'; problem: string }
  /** The relay answers this page's token: deliveries go through it to `forwardTo`. */
  | { state: 'paired'; address: string; forwardTo: string }
  /** Nothing answers at the address: deliveries fail as network errors until it runs again. */
  | { state: 'not-running'; address: string }
  /** A relay answers there, but not to this token (it was started again, with a new one). */
  | { state: 'token-refused'; address: string };

/** The page's pairing with a local relay, kept per workspace. */
export interface RelayControl {
  /** Asks the remembered relay how it is. */
  check(): Promise<RelayStatus>;
  /** Remembers the pairing address `address` (when it is one) and asks the relay how it is. */
  pair(address: string): Promise<RelayStatus>;
  /** Forgets the pairing: deliveries leave through the page's own fetch again. */
  forget(): void;
}

export interface SandboxConnection {
  client: SandboxClient;
  changes: ChangeFeed;
  /** Opens the log named `name`, creating it on first use. */
  openLog<T extends object>(name: string): Promise<EntryLog<T>>;
  /** The hosts of each environment the console addresses. Default: the virtual hosts. */
  hosts?: Record<Environment, { base: string; status: string }>;
  /** The Node server's `{base_url}`, when a Node server answers rather than a gateway in the page. */
  server?: string;
  /** Present where the page can switch workspaces (the in-page gateway; not a Node server). */
  workspaces?: WorkspaceControl;
  /** Present where deliveries leave from this page (the in-page gateway; not a Node server, not an embed). */
  relay?: RelayControl;
  /**
   * How requests a person wrote (a scenario's steps) reach the sandbox's hosts. Default: the
   * page's fetch, which the service worker answers; an embed's own gateway answers them in the
   * frame instead.
   */
  fetch?: typeof fetch;
}

let current: SandboxConnection | undefined;

/** Points the whole UI at one sandbox; called by the app's wiring (and by tests). */
export function connectSandbox(connection: SandboxConnection): void {
  current = connection;
}

/** The connected sandbox; using the UI before `connectSandbox` is a wiring mistake. */
export function connection(): SandboxConnection {
  if (!current) throw new Error('The UI is not connected to a sandbox: call connectSandbox first');
  return current;
}

/** Sends a request a person wrote the way the connected sandbox is reached. */
export const sandboxFetch: typeof fetch = (input, init) => (current?.fetch ?? fetch)(input, init);

/** The Node server's address when one answers the UI; `undefined` when the gateway runs in the page. */
export function answeringServer(): string | undefined {
  return current?.server;
}

/** The connected sandbox's client. */
export const sandbox = (): SandboxClient => connection().client;

/** `{base_url}` and `{status_base_url}` of `env` as the connected sandbox names them. */
export function hostsOfEnvironment(env: Environment): { base: string; status: string } {
  return current?.hosts?.[env] ?? VIRTUAL_ORIGINS[env];
}
