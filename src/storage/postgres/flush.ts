/**
 * The durable half of a PostgreSQL write (see docs/decisions/postgres-store.md). A write batch
 * commits without waiting for the disk, which frees the sandbox's write lock at once, and its
 * calls are answered only once a durable commit of this server's own (`flushSql`) has flushed
 * the log past it. One such flush runs at a time and covers every batch committed before it
 * began: batches that commit while a flush waits for the disk share the next one, so a burst of
 * writes costs a few disk flushes, not one each, and no flush waits on another's row lock.
 *
 * A flush that fails does not mean its batches failed: they committed. It is tried again on a
 * fresh connection, together with a read of the batches' rows in the changes table, and each
 * batch is answered as what happened to it: kept (its row is there, durably), or lost (the
 * database restarted before its commit reached the disk). Reporting a committed write as failed
 * would let its caller act as if nothing was kept: a delivery claim retried one by one finds
 * its attempt IN_FLIGHT, claimed by nobody, and it is never sent.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { StoreClosedError, StoreUnavailableError } from '../../gateway/ports';
import { CHANGES_TABLE } from './schema';
import { reusable } from './text-statements';
import { control } from './tx-run';

/** A write batch that committed, waiting to be durable. */
export interface Committed {
  /** Its row in the changes table. */
  seq: number;
  /** Durable: its calls are answered. */
  kept(): void;
  /** Not kept, or its fate could not be learnt in time. */
  failed(error: unknown): void;
}

/** How long a failed flush waits before it is tried again. */
const RETRY_MS = 200;

export class PgFlusher {
  private waiting: Committed[] = [];
  private running = false;

  constructor(
    private readonly pool: pg.Pool,
    /** This server's id in the changes table. */
    private readonly writer: string,
    /** A durable commit of this server's own. */
    private readonly flushSql: string,
    /** How long a failed flush is tried again before its batches fail. */
    private readonly retryForMs: number,
    private readonly isClosed: () => boolean,
    /** A database error as the store rejects it (unreachable: StoreUnavailableError). */
    private readonly failure: (error: unknown) => unknown,
  ) {}

  /**
   * `batch` committed on `client`, which is handed over here: it runs the next flush, or goes
   * back to the pool when a flush is already under way (the batch waits for the one after).
   */
  add(batch: Committed, client: pg.PoolClient): void {
    this.waiting.push(batch);
    if (this.running) return client.release();
    this.running = true;
    void this.drain(client);
  }

  private async drain(client: pg.PoolClient | undefined): Promise<void> {
    while (this.waiting.length > 0) {
      const round = this.waiting;
      this.waiting = [];
      await this.flush(round, client);
      client = undefined;
    }
    this.running = false;
  }

  private async flush(round: Committed[], given: pg.PoolClient | undefined): Promise<void> {
    let client = given;
    try {
      client ??= await this.pool.connect();
      await control(client, this.flushSql);
      client.release(!reusable(client) || undefined);
    } catch (error) {
      client?.release(true);
      return this.recover(round, error);
    }
    for (const batch of round) batch.kept();
  }

  /** Flushes again on a fresh connection, and answers each batch by whether its row is there. */
  private async recover(round: Committed[], firstError: unknown): Promise<void> {
    const until = Date.now() + this.retryForMs;
    let error = firstError;
    while (!this.isClosed() && Date.now() < until) {
      await sleep(RETRY_MS);
      try {
        const kept = await this.survivors(round.map((batch) => batch.seq));
        for (const batch of round) {
          if (kept(batch.seq)) batch.kept();
          else batch.failed(new StoreUnavailableError('The sandbox\'s database restarted before this write reached its disk: nothing of it was kept. Try again.'));
        }
        return;
      } catch (next) {
        error = next;
      }
    }
    for (const batch of round) batch.failed(this.isClosed() ? new StoreClosedError() : this.failure(error));
  }

  /**
   * A durable flush, then which of `seqs` are this server's committed rows. A row pruned since
   * (older than the oldest kept) was committed too: only later commits prune.
   */
  private async survivors(seqs: number[]): Promise<(seq: number) => boolean> {
    const client = await this.pool.connect();
    try {
      const [, found, oldest] = await control<pg.QueryResult<{ seq: string | null }>[]>(
        client,
        `${this.flushSql}; SELECT seq FROM ${CHANGES_TABLE} WHERE writer = '${this.writer}' AND seq = ANY('{${seqs.join(',')}}'::bigint[]); ` +
          `SELECT min(seq) AS seq FROM ${CHANGES_TABLE}`,
      );
      client.release();
      const kept = new Set(found!.rows.map((row) => Number(row.seq)));
      const pruned = Number(oldest!.rows[0]?.seq ?? 0);
      return (seq) => kept.has(seq) || seq < pruned;
    } catch (error) {
      client.release(true);
      throw error;
    }
  }
}
