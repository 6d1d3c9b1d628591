/**
 * The Store on SQLite (better-sqlite3), for the Node server: a database file that every answered
 * write reaches before the answer (so it survives `kill -9`), and that several processes can
 * share. The browser keeps IndexedDB (`idb/store.ts`); both pass the same contract tests.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { type ChangeListener, type CollectionName, type Store, StoreClosedError, type Tx } from '../../gateway/core';
import { SqliteChanges } from './changes';
import { TransactionBatch } from './batch';
import { retriedWhileBusy } from './busy';
import { processSenders } from './senders';
import { Checkpointer } from './checkpointer';
import { quote } from '../sql/indexes';
import { ensureSchema } from './schema';
import { putRecord, Statements, sqliteTx } from './tx';
import { joinQueue, type TransactionQueue } from './transaction-queue';

/** How often a store on a file looks for other processes' commits. */
const POLL_MS = 100;
/** WAL pages (of 4 KiB) at which a commit checkpoints what `sqlite/checkpointer.ts` has not yet. */
const CHECKPOINT_PAGES = 10_000;
/** Page cache of each connection on a file, in KiB. */
const CACHE_KIB = 64 * 1024;
/**
 * Page cache of a private in-memory database, in KiB. Its pages all sit in the database's own
 * memory, so a miss costs a 4 KiB copy, while every commit after a B-tree rebalance scans the
 * whole cache (docs/decisions/sqlite-commit-cost.md): kept small, that scan stays cheap.
 */
const MEMORY_CACHE_KIB = 16 * 1024;
/** How long a write waits for another process's write to finish before it fails. */
const BUSY_TIMEOUT_MS = 10_000;

type Listener = ChangeListener;

/**
 * Throws when better-sqlite3's compiled module cannot be loaded (an install that skipped its
 * build): it is loaded on the first database opened, here an in-memory one, so the caller can tell
 * a driver that cannot run from a file that is not a database.
 */
export function checkSqliteDriver(): void {
  new Database(Buffer.alloc(0)).close();
}

/**
 * Opens (creating if needed) the database at `file`; without one, a private in-memory database.
 * Async like `openIdbStore`, so the two are interchangeable.
 *
 * The private database is an empty image opened in memory (SQLite's memdb VFS), not `:memory:`:
 * a `:memory:` database keeps every page in its cache, and a commit that follows a B-tree
 * rebalance scans that whole cache, so each commit cost more the more was stored (a month of
 * 10,000 failing webhooks spent most of its time there). The memdb image's cache is bounded
 * like a file's; the image may grow to 1 GiB, SQLite's limit for it (past that a write answers
 * an error and stores nothing).
 */
export async function openSqliteStore(file = ':memory:'): Promise<Store> {
  const inMemory = file === ':memory:';
  const db = inMemory ? new Database(Buffer.alloc(0)) : new Database(file);
  try {
    // First: two servers opening one new file at once both switch it to WAL, and wait in turn.
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    // WAL: readers and one writer at a time, across processes. NORMAL syncs at checkpoints only:
    // a commit is in the WAL file, so it survives the process dying (power loss is another
    // matter), at a fraction of the cost of a sync per write. (The one of two servers switching
    // at once that SQLite tells busy rather than wait tries again.)
    await retriedWhileBusy(() => db.pragma('journal_mode = WAL'), BUSY_TIMEOUT_MS);
    db.pragma('synchronous = NORMAL');
    // A checkpoint syncs the file and, the driver being synchronous, stalls every request while
    // it does: a worker does most of the work, and one per ~40 MB of WAL instead of SQLite's
    // ~4 MB stalls far less often.
    db.pragma(`wal_autocheckpoint = ${CHECKPOINT_PAGES}`);
    // Payment hashes are random, so each new payment lands on random pages of the indexes that
    // end in the hash: with SQLite's 2 MB default, a large sandbox would read most from disk.
    db.pragma(`cache_size = -${inMemory ? MEMORY_CACHE_KIB : CACHE_KIB}`);
    const statements = new Statements(db);
    ensureSchema(db, (collection) => {
      const docs = db
        .prepare(`SELECT doc FROM ${quote(collection)}`)
        .pluck()
        .all() as string[];
      for (const doc of docs) putRecord(statements, collection, JSON.parse(doc));
    });
    return new SqliteStore(db, statements, joinQueue(file), inMemory ? undefined : file);
  } catch (error) {
    db.close();
    throw error;
  }
}

class SqliteStore implements Store {
  private readonly listeners = new Set<Listener>();
  /** Other processes' commits; none can reach a private in-memory database. */
  private readonly changes: SqliteChanges | undefined;
  private readonly checkpointer: Checkpointer | undefined;
  private readonly poller: ReturnType<typeof setInterval> | undefined;
  /** The processes sharing the file; a private in-memory database has no one else. */
  readonly senders: ReturnType<typeof processSenders> | undefined;
  private busy = false;
  /** The reads and the writes being gathered, each kind into one transaction (`sqlite/batch.ts`). */
  private readonly batches: { read?: TransactionBatch; write?: TransactionBatch } = {};
  private closed = false;

  constructor(
    private readonly db: Database.Database,
    private readonly statements: Statements,
    private readonly queue: TransactionQueue,
    file: string | undefined,
  ) {
    if (file) {
      this.checkpointer = new Checkpointer(file);
      this.senders = processSenders();
      const changes = (this.changes = new SqliteChanges(statements, randomUUID()));
      // Between transactions, what listeners read again they read in the queue's turn, before the next.
      const heardIn = sqliteTx(statements, undefined, () => this.check());
      this.poller = setInterval(() => void this.queue.run(() => this.emit(changes.poll(), heardIn)).catch(() => undefined), POLL_MS);
      // Polling alone must not keep a finished process alive.
      this.poller.unref();
    }
  }

  read<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.batched('read', work);
  }

  write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.batched('write', work);
  }

  /**
   * Adds `work` to the batch of its kind, started when the first call of a turn asks: at the end
   * of that turn, when the requests parsed in it have asked for theirs. IMMEDIATE takes the write
   * lock at once, so two processes' writes serialize whole: the second one's reads see the first
   * one's commit (one payment per externalId).
   */
  private batched<T>(kind: 'read' | 'write', work: (tx: Tx) => Promise<T>): Promise<T> {
    let batch = this.batches[kind];
    if (!batch?.accepting) {
      const started = (batch = this.batches[kind] = new TransactionBatch(this.db, this.statements, () => this.check(), kind === 'write'));
      const begin = kind === 'write' ? 'BEGIN IMMEDIATE' : 'BEGIN';
      void nextTurn()
        .then(() => this.queue.run(() => this.transaction(begin, async () => ({ result: undefined, touched: await started.run() }))))
        .then(
          () => started.settle(),
          (error: unknown) => started.fail(error),
        );
    }
    return batch.add(work);
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.poller);
    this.checkpointer?.stop();
    this.senders?.close();
    this.listeners.clear();
    this.queue.leave();
    // A transaction under way rolls back when the connection closes after it.
    if (!this.busy) this.db.close();
  }

  /**
   * Runs `body` in one SQLite transaction: committed when it resolves, rolled back when it throws.
   * The collections it says it changed are recorded for other processes and announced here.
   */
  private async transaction<T>(begin: string, body: () => Promise<{ result: T; touched: CollectionName[] }>): Promise<T> {
    this.check();
    this.busy = true;
    // Prepared once and kept, as every other statement: `exec` would parse them on every request.
    const run = (sql: string) => this.statements.get(sql).run();
    let outcome: { result: T; touched: CollectionName[] };
    try {
      run(begin);
      try {
        // Other processes' commits are announced before any transaction's work too, not only by
        // the timer, and in it: what a listener reads again (the clock) it reads here, before this
        // transaction's work (`ChangeListener`). Polled inside the transaction, it shares the
        // transaction's lock on the file instead of taking and dropping one of its own.
        const heard = this.changes?.poll() ?? [];
        if (heard.length > 0)
          await this.emit(
            heard,
            sqliteTx(this.statements, undefined, () => this.check()),
          );
        outcome = await body();
        this.check();
        const recorded = this.changes && outcome.touched.length > 0 ? this.changes.record(outcome.touched) : undefined;
        run('COMMIT');
        if (recorded !== undefined) this.changes!.committed(recorded);
        if (outcome.touched.length > 0) this.checkpointer?.committed();
      } catch (error) {
        if (this.db.open && this.db.inTransaction) run('ROLLBACK');
        throw error;
      }
    } finally {
      this.busy = false;
      if (this.closed && this.db.open) this.db.close();
    }
    void this.emit(outcome.touched);
    return outcome.result;
  }

  private check(): void {
    if (this.closed) throw new StoreClosedError();
  }

  /** Tells the listeners what changed; told in `heardIn`, answers once what they do in it is done. */
  private async emit(collections: CollectionName[], heardIn?: Tx): Promise<void> {
    if (collections.length === 0) return;
    const reactions = [...this.listeners].map((listener) => listener(collections, heardIn));
    if (heardIn) await Promise.allSettled(reactions);
  }
}
