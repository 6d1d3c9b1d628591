/**
 * Group commit: writes that arrive while another is committing wait for it and then commit
 * together, in one transaction. Thirty-two deliveries answered at one simulated instant cost one
 * or two transactions instead of thirty-two, with no timer and no added wait for a lone write.
 * Reads, change listeners and closing pass straight through.
 */
import type { Store, Tx } from './ports';

interface Pending {
  work: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * A store whose concurrent writes share transactions. Each write still sees the ones queued
 * before it (they run in turn inside the transaction), and keeps `Store.write`'s promise: if a
 * shared transaction fails, every write in it runs again alone, so a failure undoes only the
 * write that caused it.
 */
export function groupCommit(store: Store): Store {
  let waiting: Pending[] = [];
  let committing = false;

  async function flush(): Promise<void> {
    committing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      await commit(batch);
    }
    committing = false;
  }

  async function commit(batch: Pending[]): Promise<void> {
    if (batch.length === 1) return settle(batch[0]!, () => store.write(batch[0]!.work));
    try {
      const results = await store.write(async (tx) => {
        const values: unknown[] = [];
        for (const { work } of batch) values.push(await work(tx));
        return values;
      });
      batch.forEach((pending, i) => pending.resolve(results[i]));
    } catch {
      // Nothing of the batch was kept: give each write its own transaction and its own outcome.
      for (const pending of batch) await settle(pending, () => store.write(pending.work));
    }
  }

  return {
    read: (work) => store.read(work),
    write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!committing) void flush();
      });
    },
    onChange: (listener) => store.onChange(listener),
    close: () => store.close(),
  };
}

async function settle(pending: Pending, run: () => Promise<unknown>): Promise<void> {
  try {
    pending.resolve(await run());
  } catch (error) {
    pending.reject(error);
  }
}
