/**
 * Group commit for the PostgreSQL store, as `sqlite-batch.ts` does it for SQLite: the calls of
 * one batch share a transaction, each write in a savepoint of its own so that a write that fails
 * undoes only itself, all answered once the transaction has committed. The savepoint is moved on
 * with one round trip per write (`RELEASE; SAVEPOINT`), and skipped for a batch of one, whose
 * failure rolls the transaction back whole. (A statement that fails aborts a PostgreSQL
 * transaction until it is rolled back, so reads of one batch share one fate on a database error;
 * a read's own exception stays its own.)
 */
import type { ClientBase } from 'pg';
import type { CollectionName, Tx } from '../gateway/ports';
import { pgTx } from './pg-tx';
import { control } from './pg-tx-run';

interface Call {
  work: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  ended?: { ok: true; value: unknown } | { ok: false; error: unknown };
}

export class PgBatch {
  /** True until the transaction begins; a call after that starts a batch of its own. */
  accepting = true;
  private readonly calls: Call[] = [];

  constructor(
    readonly writes: boolean,
    private readonly check: () => void,
  ) {}

  add<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.calls.push({ work, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /**
   * The transaction's body on `client`, once BEGIN has run: every call in turn. Answers the
   * collections the writes changed. Throws when the transaction as a whole is lost.
   */
  async run(client: ClientBase): Promise<CollectionName[]> {
    const touched = new Set<CollectionName>();
    const savepoints = this.writes && this.calls.length > 1;
    // The savepoint before the next write: set, moved past a write that was kept, or left where a
    // failed write was rolled back to. COMMIT releases the last one.
    let next: string | undefined = 'SAVEPOINT write';
    for (const call of this.calls) {
      if (savepoints && next) await control(client, next);
      const own = new Set<CollectionName>();
      try {
        const value = await call.work(pgTx(client, this.writes ? own : undefined, this.check));
        this.check();
        call.ended = { ok: true, value };
        for (const collection of own) touched.add(collection);
        next = 'RELEASE write; SAVEPOINT write';
      } catch (error) {
        call.ended = { ok: false, error };
        // A read changes nothing; a write alone takes the transaction down with it, and `fail` tells.
        if (!this.writes) continue;
        if (!savepoints) throw error;
        await control(client, 'ROLLBACK TO write');
        next = undefined;
      }
    }
    return [...touched];
  }

  /** Answers every call once the transaction has committed. */
  settle(): void {
    for (const { ended, resolve, reject } of this.calls) {
      if (ended?.ok) resolve(ended.value);
      else reject(ended?.error);
    }
  }

  /** The transaction did not commit: every call fails, one that failed on its own with its own error. */
  fail(error: unknown): void {
    this.accepting = false;
    for (const { ended, reject } of this.calls) reject(ended && !ended.ok ? ended.error : error);
  }
}
