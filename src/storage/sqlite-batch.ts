/**
 * Group commit for the SQLite store. A commit (BEGIN IMMEDIATE, the WAL pages it writes, COMMIT)
 * costs more than the work of a typical request, so the writes that arrive in one turn of the
 * event loop share one transaction: each runs in a savepoint of its own, in arrival order, and
 * all are answered once the transaction has committed. Nothing is answered before it is in the
 * file, and a write that fails undoes only itself.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type BetterSqlite3 from 'better-sqlite3';
import type { CollectionName, Tx } from '../gateway/ports';
import { sqliteTx, type Statements } from './sqlite-tx';

interface Call {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** How it ended inside the transaction, to tell once the transaction has ended too. */
  ended?: { ok: true; value: unknown } | { ok: false; error: unknown };
}

/**
 * One shared write transaction in the making. Calls join it (`add`) until it starts its last
 * turn; `run` is the transaction's body, called once BEGIN IMMEDIATE has taken the write lock.
 */
export class WriteBatch {
  /** True until the batch stops taking calls; a call after that starts a batch of its own. */
  accepting = true;
  private readonly calls: Call[] = [];
  private readonly touched = new Set<CollectionName>();
  /** Why the whole transaction was lost, when a failing call took it down with it. */
  private lost: unknown;
  private begun!: () => void;
  /** The calls, one after another, from the moment the transaction has begun. */
  private chain = new Promise<void>((resolve) => (this.begun = resolve));

  constructor(
    private readonly db: BetterSqlite3.Database,
    private readonly statements: Statements,
    private readonly check: () => void,
  ) {}

  /**
   * Runs `work` in the batch: a write (`writable`) in a savepoint, so a throw undoes only it; a
   * read as it is. Resolves with its result after the commit, rejects with its own error, or
   * with the commit's when the batch could not commit.
   */
  add<T>(work: (tx: Tx) => Promise<T>, writable: boolean): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const call: Call = { resolve: resolve as (value: unknown) => void, reject };
      this.calls.push(call);
      this.chain = this.chain.then(() => this.runOne(work, writable, call));
    });
  }

  /**
   * The transaction's body: lets the calls of this turn join, runs them all, and answers the
   * collections they changed, for the caller to record and announce once committed.
   */
  async run(): Promise<CollectionName[]> {
    this.begun();
    // Requests whose bytes arrived together are parsed in this turn; their writes join here.
    await nextTurn();
    this.accepting = false;
    await this.chain;
    this.check();
    if (this.lost !== undefined) throw this.lost;
    return [...this.touched];
  }

  /** Answers every call once the transaction has committed. */
  settle(): void {
    for (const { ended, resolve, reject } of this.calls) {
      if (ended?.ok) resolve(ended.value);
      else reject(ended?.error);
    }
  }

  /**
   * Fails every call: the transaction did not commit (or never began), so none of them took
   * effect. A call that failed on its own keeps its own error.
   */
  fail(error: unknown): void {
    this.accepting = false;
    for (const { ended, reject } of this.calls) reject(ended && !ended.ok ? ended.error : error);
  }

  private async runOne(work: (tx: Tx) => Promise<unknown>, writable: boolean, call: Call): Promise<void> {
    const touched = writable ? new Set<CollectionName>() : undefined;
    const run = (sql: string) => this.statements.get(sql).run();
    try {
      if (writable) run('SAVEPOINT write');
      const result = await work(sqliteTx(this.statements, touched, this.check));
      this.check();
      if (writable) run('RELEASE write');
      for (const collection of touched ?? []) this.touched.add(collection);
      call.ended = { ok: true, value: result };
    } catch (error) {
      if (this.db.open && this.db.inTransaction) {
        if (writable) {
          run('ROLLBACK TO write');
          run('RELEASE write');
        }
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
