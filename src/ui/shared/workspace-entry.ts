/**
 * A small value the page keeps per workspace in Web Storage (the working key, the console's
 * draft): one entry named after the workspace, the user's own unnamed. Where the page may keep
 * none (a third-party frame, Node) or storage refuses (quota), reads find nothing and writes are
 * dropped, and the caller keeps the value for the page's life.
 */
import { connection } from './sandbox-connection';

export interface WorkspaceEntry {
  read(): string | undefined;
  write(text: string): void;
}

/** The entry `prefix` of the current workspace in `area`: localStorage (all tabs) or sessionStorage (this tab). */
export function workspaceEntry(prefix: string, area: 'localStorage' | 'sessionStorage'): WorkspaceEntry {
  const storage = (): Storage | undefined => {
    try {
      return typeof globalThis[area] === 'undefined' ? undefined : globalThis[area];
    } catch {
      return undefined;
    }
  };
  const name = (): string => {
    let id: string | undefined;
    try {
      id = connection().workspaces?.current.id;
    } catch {
      // Not connected (a unit test of a screen alone): the user's own workspace.
    }
    return id ? `${prefix}:${id}` : prefix;
  };
  return {
    read() {
      try {
        return storage()?.getItem(name()) ?? undefined;
      } catch {
        return undefined;
      }
    },
    write(text) {
      try {
        storage()?.setItem(name(), text);
      } catch {
        // Refused: the caller still holds the value.
      }
    },
  };
}
