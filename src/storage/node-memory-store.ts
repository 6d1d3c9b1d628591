/**
 * The Node server's store: the same IndexedDB implementation as the browser, over fake-indexeddb
 * in memory. It lives here so that `app/node` wires a store without knowing how one is kept.
 */
import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import type { Store } from '../gateway/ports';
import { openIdbStore } from './idb-store';

export interface NodeMemoryStore {
  store: Store;
  /** Frees the database's memory; call after the store (and whatever uses it) has closed. */
  discard(): Promise<void>;
}

let opened = 0;

/** Opens a fresh, empty database of its own: two servers in one process (tests) never share data. */
export async function openNodeMemoryStore(): Promise<NodeMemoryStore> {
  const databaseName = `gateway-node-${process.pid}-${++opened}-${Date.now()}`;
  const store = await openIdbStore(databaseName);
  return { store, discard: () => deleteDB(databaseName).catch(() => undefined) };
}
