/**
 * Keeps the `--state` file current while the server runs, not only at exit: a CI job that kills
 * the server, or a crash, then loses at most the last second of changes, however steadily
 * writes keep coming.
 */
import type { Store } from '../../gateway/core';

/** The longest a change waits before a snapshot that holds it starts being written. */
const SAVE_WITHIN_MS = 1000;

export interface StateSaver {
  /** Stops saving on change and waits for a save under way; the final save is the caller's. */
  stop(): Promise<void>;
}

/**
 * Calls `save` at most `SAVE_WITHIN_MS` after the first change it has not saved yet, one save
 * at a time. Not a debounce: a debounce waits for a quiet moment, which steady writes never
 * leave. A failed save is logged, and the next change tries again.
 */
export function saveOnChange(store: Pick<Store, 'onChange'>, save: () => Promise<void>): StateSaver {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving: Promise<void> = Promise.resolve();
  const saveNow = () => {
    // Cleared first: a change during the save needs a save of its own, which this one may miss.
    timer = undefined;
    saving = saving.then(save).catch((error: unknown) => console.error('Could not save the state file', error));
  };
  const unsubscribe = store.onChange(() => {
    if (timer !== undefined) return;
    timer = setTimeout(saveNow, SAVE_WITHIN_MS);
    (timer as { unref?: () => void }).unref?.();
  });
  return {
    async stop() {
      unsubscribe();
      clearTimeout(timer);
      await saving;
    },
  };
}
