/**
 * Group commit for the SQLite store. A commit (BEGIN IMMEDIATE, the WAL pages it writes, COMMIT)
 * costs more than the work of a typical request, so the writes asked for in one turn of the
 * event loop share one transaction, run at the end of that turn: each in a savepoint of its own,
 * in the order asked, and all answered once the transaction has committed. Nothing is answered
 * before it is in the file, and a write that fails undoes only itself. Reads asked for in one
 * turn share a read transaction the same way (no savepoints: they change nothing), which saves
 * each its own BEGIN, change poll and COMMIT.
 */
import type BetterSqlite3 from 'better-sqlite3';
import type { CollectionName, Tx } from '../../gateway/core';
import { sqliteTx, type Statements } from './tx';

type Work = (tx: Tx) => Promise<unknown>;

interface Call {
  work: Work;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** How it ended inside the transaction, to tell once the transaction has ended too. */
  ended?: { ok: true; value: unknown } | { ok: false; error: unknown };
}

/**
 * One shared transaction in the making, of writes or of reads. Calls join it (`add`) until it
 * begins; `run` is the transaction's body, called once BEGIN (IMMEDIATE, for writes) has run.
 */
export class TransactionBatch {
  /** True until the transaction begins; a write after that starts a batch of its own. */
  accepting = true;
  private readonly calls: Call[] = [];
  /** Why the whole transaction was lost, when a failing write took it down with it. */
  private lost: unknown;

  constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly statements: Statements,
    private readonly check: () => void,
    private readonly writes: boolean,
  ) {}

  /**
   * Adds `work` to the batch. Resolves with its result after the commit, rejects with its own
   * error, or with the transaction's when the batch could not commit.
   */
  add<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.calls.push({ work, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /**
   * The transaction's body: runs every write, one after another, and answers the collections
   * they changed, for the caller to record and announce once committed.
   */
  async run(): Promise<CollectionName[]> {
    this.accepting = false;
    const touched = new Set<CollectionName>();
    for (const call of this.calls) await this.runOne(call, touched);
    this.check();
    if (this.lost !== undefined) throw this.lost;
    return [...touched];
  }

  /** Answers every write once the transaction has committed. */
  settle(): void {
    for (const { ended, resolve, reject } of this.calls) {
      if (ended?.ok) resolve(ended.value);
      else reject(ended?.error);
    }
  }

  /**
   * Fails every write: the transaction did not commit (or never began), so none of them took
   * effect. A write that failed on its own keeps its own error.
   */
  fail(error: unknown): void {
    this.accepting = false;
    for (const { ended, reject } of this.calls) reject(ended && !ended.ok ? ended.error : error);
  }

  private async runOne(call: Call, batchTouched: Set<CollectionName>): Promise<void> {
    if (!this.writes) {
      // A read changes nothing, so one that fails leaves the others' snapshot as it was.
      try {
        call.ended = { ok: true, value: await call.work(sqliteTx(this.statements, undefined, this.check)) };
      } catch (error) {
        call.ended = { ok: false, error };
      }
      return;
    }
    const touched = new Set<CollectionName>();
    const run = (sql: string) => this.statements.get(sql).run();
    try {
      run('SAVEPOINT write');
      const value = await call.work(sqliteTx(this.statements, touched, this.check));
      this.check();
      run('RELEASE write');
      for (const collection of touched) batchTouched.add(collection);
      call.ended = { ok: true, value };
    } catch (error) {
      if (this.db.open && this.db.inTransaction) {
        run('ROLLBACK TO write');
        run('RELEASE write');
      } else {
        // SQLite rolled the whole transaction back (a full disk) or the store closed: nothing of
        // the batch will commit, and `run` fails it whole.
        this.lost ??= error;
      }
      // Answered with the others: its outcome may rest on writes of the batch not yet committed.
      call.ended = { ok: false, error };
    }
  }
}
