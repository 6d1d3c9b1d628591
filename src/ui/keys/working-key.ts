/**
 * The key the person last worked with, on whichever screen: the console and the webhooks manager
 * start from it, so moving between them keeps one partner. It is kept per workspace (an entry of
 * the origin's localStorage named after the workspace, shared by its tabs), so a reload, a switch of workspace and back, or a
 * partner created meanwhile never hands the screens another partner's key; a case file sets it
 * for the workspace it opens in.
 */
import { create } from 'zustand';
import { connection } from '../shared/sandbox-connection';

interface WorkingKeyState {
  /** Undefined until read from storage or chosen. */
  key: string | undefined;
  use(key: string): void;
}

const STORAGE_PREFIX = 'gateway-playground:working-key';

/** Where this workspace keeps its working key: one entry per workspace, the user's own unnamed. */
function storageKey(): string {
  let id: string | undefined;
  try {
    id = connection().workspaces?.current.id;
  } catch {
    // Not connected yet (a unit test of a screen alone): the user's own workspace.
  }
  return id ? `${STORAGE_PREFIX}:${id}` : STORAGE_PREFIX;
}

/** localStorage, or nothing where the page may not keep any (a third-party frame, Node). */
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The working key stored for this workspace. */
function storedKey(): string | undefined {
  try {
    return storage()?.getItem(storageKey()) ?? undefined;
  } catch {
    return undefined;
  }
}

export const useWorkingKey = create<WorkingKeyState>()((set) => ({
  key: undefined,
  use(key) {
    try {
      storage()?.setItem(storageKey(), key);
    } catch {
      // Storage refused (quota, a blocked frame): the key is still kept for this page's life.
    }
    set({ key });
  },
}));

/** The key the person works with in this workspace: chosen on this page, else stored by an earlier one. */
export function workingKey(): string | undefined {
  return useWorkingKey.getState().key ?? storedKey();
}

/** `workingKey()` for a component, which renders again when the key changes. */
export function useCurrentWorkingKey(): string | undefined {
  return useWorkingKey((state) => state.key ?? storedKey());
}
