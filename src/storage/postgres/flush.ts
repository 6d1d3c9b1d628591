/**
 * How a PostgreSQL write batch ends (see docs/decisions/postgres-store.md). It commits without
 * waiting for the disk, which frees the sandbox's write lock at once, and a durable commit of this
 * server's own (`flushSql`, on its row of `_flushes`) follows its COMMIT in the same message: the
 * log is flushed in order, so once that one is on disk, so is the batch, and the batch's calls are
 * answered. One round trip does both, and another server's batch takes the lock while this one
 * waits for the disk.
 *
 * A failure after the COMMIT went out does not mean the batch failed: it may have committed.
 * Inside its transaction, the batch marked this server's row of `_flushes` with its own number
 * (`markSql`), never used again; its fate is learnt by reading that row under the write lock, on
 * a fresh connection, once the batch's old backend can no longer commit anything. The message
 * with the COMMIT never holds the transaction's opening, so until that transaction ends its
 * backend holds the lock: the lookup ends that backend, then waits for the lock, and a message
 * that arrives late finds the backend gone. Reporting a committed write as failed would let its
 * caller act as if nothing was kept (a delivery claim retried one by one finds its attempt
 * IN_FLIGHT, claimed by nobody, and it is never sent); reporting a lost one as kept would tell a
 * caller what never happened.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { StoreClosedError, StoreUnavailableError } from '../../gateway/core';
import { isUnreachable } from './errors';
import { FLUSHES_TABLE } from './schema';
import { control } from './tx-run';

/** A write batch whose COMMIT went out without an answer saying it is on disk. */
export interface Unanswered {
  /** The number it marked this server's row of `_flushes` with. */
  mark: number;
  /** The backend of its connection, which may still hold the write lock. */
  backend: number;
  /** Kept, durably: its calls are answered. */
  kept(): void;
  /** Not kept, or its fate could not be learnt in time. */
  failed(error: unknown): void;
}

/** The sandbox's write lock: a transaction-scoped advisory lock on two int4 keys. */
export interface WriteLock {
  keys: [number, number];
  /** The statement that takes it. */
  sql: string;
}

export function writeLock(...keys: [number, number]): WriteLock {
  return { keys, sql: `SELECT pg_advisory_xact_lock(${keys[0]}, ${keys[1]})` };
}

/** How long a lookup that failed waits before it is tried again. */
const RETRY_MS = 200;

export class PgCommitEnds {
  /** The durable commit that follows a write's COMMIT in its message: a write of this server's row. */
  readonly flushSql: string;

  constructor(
    private readonly pool: pg.Pool,
    /** This server's id (its row of `_flushes`). */
    private readonly writer: string,
    private readonly lock: WriteLock,
    /** How long a fate is sought before the batch's calls fail. */
    private readonly retryForMs: number,
    private readonly isClosed: () => boolean,
    /** A database error as the store rejects it (unreachable: StoreUnavailableError). */
    private readonly failure: (error: unknown) => unknown,
  ) {
    this.flushSql = `UPDATE ${FLUSHES_TABLE} SET n = n WHERE writer = '${writer}'`;
  }

  /** The statement, inside a write batch's transaction, that marks this server's row with the batch's `mark`. */
  markSql(mark: number): string {
    return `INSERT INTO ${FLUSHES_TABLE} (writer, n) VALUES ('${this.writer}', ${mark}) ON CONFLICT (writer) DO UPDATE SET n = excluded.n`;
  }

  /**
   * `batch`'s COMMIT went out with its flush, and `error` came back instead of their answers:
   * answers `batch` by whether its mark is on this server's row. The next write batch of this
   * server waits for it, so that no later mark overwrites this one first.
   */
  async learn(batch: Unanswered, error: unknown): Promise<void> {
    const until = Date.now() + this.retryForMs;
    let kept: boolean | undefined;
    let last = error;
    for (;;) {
      try {
        kept = await this.markedWith(batch);
        break;
      } catch (next) {
        last = next;
      }
      if (this.isClosed() || Date.now() >= until) break;
      await sleep(RETRY_MS);
    }
    if (kept === true) batch.kept();
    else if (kept === false) batch.failed(isUnreachable(error) ? lost() : this.failure(error));
    else batch.failed(this.isClosed() ? new StoreClosedError() : this.failure(last));
  }

  /**
   * Whether this server's row holds `batch`'s mark, read under the write lock. The batch's old
   * backend, if it still holds the lock, is ended first: over a link gone silent its transaction
   * might otherwise commit after this answer. The durable flush after the read makes a mark it
   * finds as durable as the answer says.
   */
  private async markedWith({ mark, backend }: Unanswered): Promise<boolean> {
    const [k1, k2] = this.lock.keys;
    // pg_locks shows a lock's two int4 keys as oids; the database too, the lock being per database.
    const holdsTheLock =
      `pid = ${backend} AND locktype = 'advisory' AND granted AND classid = ${k1 >>> 0} AND objid = ${k2 >>> 0} AND objsubid = 2 ` +
      `AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
    const client = await this.pool.connect();
    let marked: boolean;
    try {
      const [, , , found] = await control<pg.QueryResult<{ n: string }>[]>(
        client,
        `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE ${holdsTheLock}; ` +
          `BEGIN ISOLATION LEVEL READ COMMITTED; ${this.lock.sql}; ` +
          `SELECT n FROM ${FLUSHES_TABLE} WHERE writer = '${this.writer}'; COMMIT; ${this.flushSql}`,
      );
      marked = Number(found!.rows[0]?.n) === mark;
    } catch (error) {
      client.release(true);
      throw error;
    }
    client.release();
    return marked;
  }
}

function lost(): StoreUnavailableError {
  return new StoreUnavailableError("The sandbox's database did not answer this write, and nothing of it was kept. Try again.");
}
