/**
 * Which sandbox the UI talks to and where it hears of stored changes. `app/` connects it once
 * before the first render (the in-page gateway, a Node server, an embed's own sandbox); stores
 * and screens ask for it when they act, so none of them knows which sandbox it is.
 */
import type { CollectionName } from '../../gateway/ports';
import type { Environment } from '../../gateway/records';
import { VIRTUAL_ORIGINS } from '../../gateway/virtual-hosts';
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

export interface SandboxConnection {
  client: SandboxClient;
  changes: ChangeFeed;
  /** Opens the log named `name`, creating it on first use. */
  openLog<T extends object>(name: string): Promise<EntryLog<T>>;
  /** The hosts of each environment the console addresses. Default: the virtual hosts. */
  hosts?: Record<Environment, { base: string; status: string }>;
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

/** The connected sandbox's client. */
export const sandbox = (): SandboxClient => connection().client;

/** `{base_url}` and `{status_base_url}` of `env` as the connected sandbox names them. */
export function hostsOfEnvironment(env: Environment): { base: string; status: string } {
  return current?.hosts?.[env] ?? VIRTUAL_ORIGINS[env];
}
