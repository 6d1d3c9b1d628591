/**
 * Runs transactions one after another. The Store port is async while a SQLite connection is
 * not shareable between overlapping transactions, so each waits for the one before. Stores of
 * one process on one file share a queue: two connections must not both hold a transaction,
 * since the second one's BEGIN IMMEDIATE would wait for the lock synchronously and the first
 * could never finish.
 */
import { resolve } from 'node:path';

export interface TransactionQueue {
  /** Runs `work` once every transaction queued before it has settled. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** This store is done with the queue. */
  leave(): void;
}

interface Chain {
  tail: Promise<unknown>;
  stores: number;
}

const byFile = new Map<string, Chain>();

/** The queue of `file`'s transactions in this process; a private one for `:memory:`. */
export function joinQueue(file: string): TransactionQueue {
  const key = file === ':memory:' ? undefined : resolve(file);
  const chain = (key && byFile.get(key)) || { tail: Promise.resolve(), stores: 0 };
  if (key) byFile.set(key, chain);
  chain.stores++;
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      const next = chain.tail.then(work);
      chain.tail = next.catch(() => undefined);
      return next;
    },
    leave() {
      if (--chain.stores === 0 && key) byFile.delete(key);
    },
  };
}
