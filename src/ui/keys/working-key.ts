/**
 * The key the person last worked with, on whichever screen: the console and the webhooks manager
 * start from it, so moving between them keeps one partner. It is kept per workspace (an entry of
 * the origin's localStorage named after the workspace, shared by its tabs), so a reload, a switch of workspace and back, or a
 * partner created meanwhile never hands the screens another partner's key; a case file sets it
 * for the workspace it opens in.
 */
import { create } from 'zustand';
import { workspaceEntry } from '../shared/workspace-entry';

interface WorkingKeyState {
  /** Undefined until read from storage or chosen. */
  key: string | undefined;
  use(key: string): void;
}

/** The working key of the current workspace (localStorage, shared by its tabs). */
const stored = workspaceEntry('gateway-playground:working-key', 'localStorage');

export const useWorkingKey = create<WorkingKeyState>()((set) => ({
  key: undefined,
  use(key) {
    stored.write(key);
    set({ key });
  },
}));

/** The key the person works with in this workspace: chosen on this page, else stored by an earlier one. */
export function workingKey(): string | undefined {
  return useWorkingKey.getState().key ?? stored.read();
}

/** `workingKey()` for a component, which renders again when the key changes. */
export function useCurrentWorkingKey(): string | undefined {
  return useWorkingKey((state) => state.key ?? stored.read());
}
