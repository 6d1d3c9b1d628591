/**
 * Group commit for the PostgreSQL store, as `sqlite/batch.ts` does it for SQLite: the calls of
 * one batch share a transaction, all answered once the transaction has committed, and a write
 * that fails undoes only itself: the batch is first run without savepoints and, when a write
 * fails, rolled back and run again with a savepoint per write (moved on with one round trip per
 * write, `RELEASE; SAVEPOINT`). A batch of one needs none: its failure rolls it back whole. (A
 * statement that fails aborts a PostgreSQL transaction until it is rolled back, so reads of one
 * batch share one fate on a database error; a read's own exception stays its own.) In the first
 * run, the writes that only read and put (creates) go first, side by side (`side-by-side.ts`); a
 * database error among them runs the batch again too, where each meets its own.
 */
import pg, { type ClientBase } from 'pg';
import type { CollectionName, Tx } from '../../gateway/core';
import { Coalescer } from './coalesce';
import { isUnreachable } from './errors';
import { loggedTx, standInOrder, WorkLog } from './side-by-side';
import { pgTx } from './tx';
import { control } from './tx-run';

/** A write of a batch run without savepoints failed: run the batch again, with them. */
export class RunAgain extends Error {}

type Ended = { ok: true; value: unknown } | { ok: false; error: unknown };

interface Call {
  work: (tx: Tx) => Promise<unknown>;
  /** `WriteOptions.onlyReadsAndPuts`: may run beside the batch's other such writes (`side-by-side.ts`). */
  onlyReadsAndPuts: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  ended?: Ended;
}

export class PgBatch {
  /** True until the transaction begins; a call after that starts a batch of its own. */
  accepting = true;
  private readonly calls: Call[] = [];

  constructor(
    readonly writes: boolean,
    private readonly check: () => void,
    /** What listeners still make of a change heard (`pgTx`'s `heard`). */
    private readonly heard: () => Promise<unknown> | undefined,
  ) {}

  add<T>(work: (tx: Tx) => Promise<T>, onlyReadsAndPuts = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.calls.push({ work, onlyReadsAndPuts, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /**
   * The transaction's body on `client`, once opened: every call in turn. Answers the collections
   * the writes changed. Throws when the transaction as a whole is lost, and `RunAgain` when a
   * write of a batch run without savepoints failed: the caller rolls back and runs the batch
   * again with them, so that the failure undoes only itself. (A savepoint is a round trip per
   * write, held under the write lock; most batches have no failure to undo.)
   */
  async run(client: ClientBase, withSavepoints: boolean): Promise<CollectionName[]> {
    if (!this.writes) return this.readSideBySide(client);
    const touched = new Set<CollectionName>();
    const shared = this.calls.length > 1;
    const savepoints = shared && withSavepoints;
    // The savepoint before the next write: set, moved past a write that was kept, or left where a
    // failed write was rolled back to. COMMIT releases the last one.
    let next: string | undefined = 'SAVEPOINT write';
    // Run without savepoints, the writes that only read and put go first, side by side, and stand
    // unless one saw another's work. (They were asked for while the others were: any order of
    // them is one they could have run in.)
    const together = withSavepoints ? [] : this.calls.filter((call) => call.onlyReadsAndPuts);
    const ranTogether = together.length > 1 && (await this.sideBySide(client, together, touched));
    for (const call of this.calls) {
      if (ranTogether && call.onlyReadsAndPuts) continue;
      if (savepoints && next) await control(client, next);
      const own = new Set<CollectionName>();
      try {
        // Run without savepoints, a batch's puts travel with its next statement: any failure then
        // runs it again with them, puts awaited, so that each failure meets the write it belongs to.
        const value = await call.work(pgTx(client, own, this.check, new Coalescer(client, !withSavepoints), this.heard));
        this.check();
        call.ended = { ok: true, value };
        for (const collection of own) touched.add(collection);
        next = 'RELEASE write; SAVEPOINT write';
      } catch (error) {
        call.ended = { ok: false, error };
        // A read changes nothing; a write alone takes the transaction down with it, and `fail` tells.
        if (shared && !savepoints) throw new RunAgain();
        if (!savepoints) throw error;
        await control(client, 'ROLLBACK TO write');
        next = undefined;
      }
    }
    return [...touched];
  }

  /**
   * `calls` side by side, their reads together and their puts kept back: when each saw what it
   * would have seen after the ones before it, their outcomes stand and their puts go with the
   * transaction's next statement, in their order. Otherwise nothing of them is kept, and
   * answers false: they run one after another. A read the database failed failed them all (the
   * transaction is aborted, the opening perhaps undone with it): `RunAgain`.
   */
  private async sideBySide(client: ClientBase, calls: Call[], touched: Set<CollectionName>): Promise<boolean> {
    const coalescer = new Coalescer(client, true);
    const logs = calls.map(() => new WorkLog());
    const ended = await endingsOf(calls, (i) => loggedTx(pgTx(client, undefined, this.check, coalescer, this.heard), logs[i]!));
    this.check();
    if (ended.some((end) => !end.ok && (end.error instanceof pg.DatabaseError || isUnreachable(end.error)))) throw new RunAgain();
    if (
      !standInOrder(
        logs,
        ended.map((end) => end.ok),
      )
    )
      return false;
    const writes = pgTx(client, touched, this.check, coalescer, this.heard);
    for (const [i, call] of calls.entries()) {
      call.ended = ended[i];
      if (ended[i]!.ok) for (const [collection, record] of logs[i]!.puts) void writes.put(collection, record);
    }
    return true;
  }

  /**
   * A read batch's calls, side by side: none writes, so none can see another's work, and the gets
   * they ask for at once share statements (one round trip for a dozen status reads).
   */
  private async readSideBySide(client: ClientBase): Promise<CollectionName[]> {
    const coalescer = new Coalescer(client);
    const ended = await endingsOf(this.calls, () => pgTx(client, undefined, this.check, coalescer, this.heard));
    this.calls.forEach((call, i) => (call.ended = ended[i]));
    return [];
  }

  /** Forgets how the calls ended, to run them again. */
  reset(): void {
    for (const call of this.calls) call.ended = undefined;
  }

  /**
   * Answers every call once the transaction has committed; `failure` tells what a call's own
   * error means to its caller (a read that met a database out of reach: unavailable).
   */
  settle(failure: (error: unknown) => unknown): void {
    for (const { ended, resolve, reject } of this.calls) {
      if (ended?.ok) resolve(ended.value);
      else reject(failure(ended?.error));
    }
  }

  /**
   * The transaction did not commit: every call fails, one that failed on its own with its own
   * error, as `failure` tells it (a database out of reach: unavailable).
   */
  fail(error: unknown, failure: (error: unknown) => unknown): void {
    this.accepting = false;
    for (const { ended, reject } of this.calls) reject(ended && !ended.ok ? failure(ended.error) : error);
  }
}

/** Runs the works of `calls` side by side, each on the Tx `txOf` gives it: how each ended. */
function endingsOf(calls: Call[], txOf: (i: number) => Tx): Promise<Ended[]> {
  return Promise.all(
    calls.map((call, i) =>
      call.work(txOf(i)).then(
        (value): Ended => ({ ok: true, value }),
        (error: unknown): Ended => ({ ok: false, error }),
      ),
    ),
  );
}
