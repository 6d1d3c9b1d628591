/**
 * The durable half of a PostgreSQL write (see docs/decisions/postgres-store.md). A write batch
 * commits without waiting for the disk, which frees the sandbox's write lock at once, and a
 * durable commit of this server's own (`sql`, a row of `_flushes`) follows its COMMIT in the
 * same message: the log is flushed in order, so once that one is on disk, so is the batch, and
 * the batch's calls are answered. One round trip does both, and the next batch, of any server,
 * takes the lock while this one waits for the disk.
 *
 * A failure after the COMMIT went out does not mean the batch failed: it may have committed.
 * Its fate is learnt on a fresh connection, with a durable flush and a read of the batch's row
 * in the changes table: kept (its row is there, durably), or not (the COMMIT was refused, or the
 * database went away before the commit reached its disk). Reporting a committed write as failed
 * would let its caller act as if nothing was kept: a delivery claim retried one by one finds its
 * attempt IN_FLIGHT, claimed by nobody, and it is never sent.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { StoreClosedError, StoreUnavailableError } from '../../gateway/ports';
import { isUnreachable } from './errors';
import { CHANGES_TABLE, FLUSHES_TABLE } from './schema';
import { control } from './tx-run';

/** A write batch whose COMMIT went out, and how to answer its calls. */
export interface Committing {
  /** Its row's number in the changes table. */
  seq: number;
  /** Durable: its calls are answered. */
  kept(): void;
  /** Not kept, or its fate could not be learnt in time. */
  failed(error: unknown): void;
}

/** How long a failed flush waits before it is tried again. */
const RETRY_MS = 200;

export class PgFlush {
  /** The durable commit that follows a write's COMMIT in the same message. */
  readonly sql: string;

  constructor(
    private readonly pool: pg.Pool,
    /** This server's id in the changes table (and its row of `_flushes`). */
    private readonly writer: string,
    /** How long the fate of a write is sought before its calls fail. */
    private readonly retryForMs: number,
    private readonly isClosed: () => boolean,
    /** A database error as the store rejects it (unreachable: StoreUnavailableError). */
    private readonly failure: (error: unknown) => unknown,
  ) {
    this.sql = `INSERT INTO ${FLUSHES_TABLE} (writer, n) VALUES ('${writer}', 1) ON CONFLICT (writer) DO UPDATE SET n = ${FLUSHES_TABLE}.n + 1`;
  }

  /**
   * `batch`'s COMMIT went out with its flush, and `error` came back instead of their answers:
   * flushes again on a fresh connection, and answers `batch` by whether its row is there.
   */
  async recover(batch: Committing, error: unknown): Promise<void> {
    const until = Date.now() + this.retryForMs;
    let last = error;
    while (!this.isClosed() && Date.now() < until) {
      await sleep(RETRY_MS);
      try {
        if (await this.survived(batch.seq)) batch.kept();
        else batch.failed(isUnreachable(error) ? lost() : this.failure(error));
        return;
      } catch (next) {
        last = next;
      }
    }
    batch.failed(this.isClosed() ? new StoreClosedError() : this.failure(last));
  }

  /**
   * A durable flush, then whether this server's row `seq` is committed. A row pruned since (older
   * than the oldest kept) was committed too: only later commits prune.
   */
  private async survived(seq: number): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      const [, found, oldest] = await control<pg.QueryResult<{ seq: string | null }>[]>(
        client,
        `${this.sql}; SELECT seq FROM ${CHANGES_TABLE} WHERE writer = '${this.writer}' AND seq = ${seq}; SELECT min(seq) AS seq FROM ${CHANGES_TABLE}`,
      );
      client.release();
      return found!.rows.length > 0 || seq < Number(oldest!.rows[0]?.seq ?? 0);
    } catch (error) {
      client.release(true);
      throw error;
    }
  }
}

function lost(): StoreUnavailableError {
  return new StoreUnavailableError("The sandbox's database went away before this write reached its disk: nothing of it was kept. Try again.");
}
