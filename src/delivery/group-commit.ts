/**
 * Group commit: transactions asked for while another of the same kind is running wait for it and
 * then run together, as one. Thirty-two deliveries answered at one simulated instant cost one or
 * two transactions instead of thirty-two, with no timer. A transaction asked for while none runs
 * starts at once. (In Node the SQLite store itself also gathers the transactions of one event-loop
 * turn, so real calls' answers, which arrive one per I/O callback, take about two transactions a
 * turn there: the first alone, the rest in the batch behind it.)
 * Change listeners and closing pass straight through.
 */
import { batched, type BatchedCall } from './batches';
import { inArgumentOrder, type Store, type Tx } from '../gateway/core';

type Work = (tx: Tx) => Promise<unknown>;
type Transact = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

export interface GroupCommitOptions {
  /**
   * Runs the calls of one transaction side by side instead of in turn, so that their reads and
   * writes travel together: in a browser every IndexedDB request is a round trip to the storage
   * process, and a thousand claims in turn cost a thousand round trips each way. Only for callers
   * whose calls never touch the same records, or order the calls that do themselves, since a call
   * then no longer sees the writes of the calls beside it (webhook deliveries: each attempt is
   * claimed or recorded by one lane at a time, and batches of claims, which all move the
   * receivers' scripts on, claim one after another: `claimInTurn` in `runner.ts`).
   */
  sideBySide?: boolean;
}

/**
 * A store whose concurrent reads share read transactions and whose concurrent writes share write
 * transactions. Each call sees the ones queued before it (they run in turn inside the transaction)
 * unless `sideBySide` says otherwise, and keeps `Store.write`'s promise: if a shared transaction
 * fails, every call in it runs again alone, so a failure undoes only the write that caused it.
 */
export function groupCommit(store: Store, { sideBySide = false }: GroupCommitOptions = {}): Store {
  const runAll = sideBySide ? allSideBySide : allInTurn;
  return {
    read: grouped((work) => store.read(work), runAll),
    write: grouped((work) => store.write(work), runAll),
    onChange: (listener) => store.onChange(listener),
    close: () => store.close(),
    senders: store.senders,
  };
}

/** How the works of one batch run inside its transaction; answers their results in order. */
type RunAll = (works: Work[], tx: Tx) => Promise<unknown[]>;

async function allInTurn(works: Work[], tx: Tx): Promise<unknown[]> {
  const values: unknown[] = [];
  for (const work of works) values.push(await work(tx));
  return values;
}

/**
 * Every work at once. A failure is thrown only once all have settled: the transaction must not
 * end while a work could still reach it.
 */
function allSideBySide(works: Work[], tx: Tx): Promise<unknown[]> {
  return inArgumentOrder(works.map((work) => work(tx)));
}

/** Runs each batch of calls to `transact` that gathered meanwhile in one transaction. */
function grouped(transact: Transact, runAll: RunAll): Transact {
  async function runBatch(batch: BatchedCall<Work, unknown>[]): Promise<void> {
    if (batch.length === 1) return settle(batch[0]!);
    try {
      const results = await transact((tx) =>
        runAll(
          batch.map((call) => call.input),
          tx,
        ),
      );
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

  return batched(runBatch) as Transact;
}
