/**
 * Keeps the `--state` file current while the server runs, not only at exit: a CI job that kills
 * the server, or a crash, then loses at most the last second of changes.
 */
import type { Store } from '../../gateway/ports';
import { writeStateFile } from './state-file';

/** How long a burst of changes may go on before the snapshot is written. */
const DEBOUNCE_MS = 1000;

export interface StateSaver {
  /** Stops saving on change and waits for a write under way; the final write is the caller's. */
  stop(): Promise<void>;
}

/** Writes a fresh snapshot to `file` a moment after each burst of stored changes, one write at a time. */
export function saveOnChange(store: Store, file: string, snapshot: () => Promise<unknown>): StateSaver {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  const save = () => {
    writing = writing
      .then(async () => writeStateFile(file, await snapshot()))
      .catch((error: unknown) => console.error(`Could not save the state file ${file}`, error));
  };
  const unsubscribe = store.onChange(() => {
    clearTimeout(timer);
    timer = setTimeout(save, DEBOUNCE_MS);
    timer.unref();
  });
  return {
    async stop() {
      unsubscribe();
      clearTimeout(timer);
      await writing;
    },
  };
}
