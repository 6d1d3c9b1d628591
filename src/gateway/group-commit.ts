/**
 * Group commit: transactions asked for while another of the same kind is running wait for it and
 * then run together, as one. Thirty-two deliveries answered at one simulated instant cost one or
 * two transactions instead of thirty-two, with no timer. A transaction asked for while none runs
 * starts at once, or when `begin` says (Node waits for the I/O callbacks already due, so that
 * answers arriving one per callback share it). Change listeners and closing pass straight through.
 */
import { batched, type BatchedCall, type BatchStart } from './batches';
import type { Store, Tx } from './ports';

type Work = (tx: Tx) => Promise<unknown>;
type Transact = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * A store whose concurrent reads share read transactions and whose concurrent writes share write
 * transactions. Each call still sees the ones queued before it (they run in turn inside the
 * transaction), and keeps `Store.write`'s promise: if a shared transaction fails, every call in it
 * runs again alone, so a failure undoes only the write that caused it. `begin` says when a
 * transaction starts for calls made while none runs (at once by default).
 */
export function groupCommit(store: Store, { begin }: { begin?: BatchStart } = {}): Store {
  return {
    read: grouped((work) => store.read(work), begin),
    write: grouped((work) => store.write(work), begin),
    onChange: (listener) => store.onChange(listener),
    close: () => store.close(),
  };
}

/** Runs each batch of calls to `transact` that gathered meanwhile in one transaction. */
function grouped(transact: Transact, begin: BatchStart | undefined): Transact {
  async function runBatch(batch: BatchedCall<Work, unknown>[]): Promise<void> {
    if (batch.length === 1) return settle(batch[0]!);
    try {
      const results = await transact(async (tx) => {
        const values: unknown[] = [];
        for (const { input: work } of batch) values.push(await work(tx));
        return values;
      });
      batch.forEach((call, i) => call.resolve(results[i]));
    } catch {
      // Nothing of the batch was kept: give each call its own transaction and its own outcome.
      for (const call of batch) await settle(call);
    }
  }

  async function settle(call: BatchedCall<Work, unknown>): Promise<void> {
    try {
      call.resolve(await transact(call.input));
    } catch (error) {
      call.reject(error);
    }
  }

  return batched(runBatch, begin) as Transact;
}
