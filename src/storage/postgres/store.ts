/**
 * The Store on PostgreSQL (node-postgres), for servers on many machines sharing one sandbox.
 * Write transactions never overlap, across servers too: each one takes the sandbox's
 * transaction-scoped advisory lock first (`pg_advisory_xact_lock`, held by the database until
 * commit or rollback), so every statement after it sees every earlier commit, as SQLite's
 * BEGIN IMMEDIATE gives. That is what makes a delivery claim hand each attempt to one server and
 * `externalId` idempotent; the unique index enforces the latter on its own too. See
 * docs/decisions/ for why not SERIALIZABLE or row locks.
 */
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import pg from 'pg';
import { type ChangeListener, type CollectionName, type Store, StoreClosedError, type Tx, type WriteOptions } from '../../gateway/core';
import { PgBatch, RunAgain } from './batch';
import { feedBackWithinMs, PgChanges, type ChangeRow } from './changes';
import { isUnreachable, pgTarget, requestError, startError, type PgTarget } from './errors';
import { CHANGES_TABLE, ensurePgSchema, hash32, serverName } from './schema';
import { PgCommitEnds, writeLock } from './flush';
import { splitSandboxUrl } from './sandbox-url';
import { PgSenders } from './senders';
import { answerWithin, commitLater, control, openWith, rollback, run } from './tx-run';
import { executeText, reusable } from './text-statements';
import { pgTx } from './tx';
import { quote } from '../sql/indexes';

/** Connections per server: one writes at a time (writes queue for the lock anyway), the rest read. */
const POOL_SIZE = 8;
/** A database that does not answer fails the start (or the request) after this long. */
const CONNECT_TIMEOUT_MS = 5000;
/**
 * A statement unanswered this long ends its connection and fails its request (503): the database
 * dropped off the network. Longer than any wait for the write lock behind another server's batch.
 */
const ANSWER_TIMEOUT_MS = 10_000;
/**
 * The database's own keepalive probes on this server's connections (seconds): when this server
 * vanishes from the network, the database ends its sessions, and the write lock one held, within
 * about idle + interval * count, instead of the system's two hours.
 */
const SERVER_KEEPALIVE = { tcp_keepalives_idle: 10, tcp_keepalives_interval: 5, tcp_keepalives_count: 3 };

export interface PgStoreOptions {
  /**
   * The PostgreSQL schema that holds the sandbox's tables (created when absent). Default: the
   * URL's `schema` parameter, else public.
   */
  schema?: string;
  /** How long a connection or a statement may go unanswered before the request fails (503). */
  answerWithinMs?: number;
}

type Listener = ChangeListener;

/**
 * Opens the sandbox at `url` (`postgres://user:pass@host:port/db`): creates its tables on an
 * empty database, migrates an older layout, refuses a newer one. Rejects within seconds, naming
 * host and port (never the password), when the database cannot be reached or refuses the login.
 */
export async function openPgStore(
  url: string,
  { schema: optionSchema, answerWithinMs: answerMs = ANSWER_TIMEOUT_MS }: PgStoreOptions = {},
): Promise<Store> {
  const target = pgTarget(url);
  const { connection, schema: urlSchema, startupOptions } = splitSandboxUrl(url);
  const schema = optionSchema ?? urlSchema ?? 'public';
  // Every connection works in the sandbox's schema (startup options: no statement to wait for).
  // The URL's own startup options follow: they may set anything but the schema (`sandbox-url.ts`).
  const settings = { search_path: quote(schema), ...SERVER_KEEPALIVE };
  const options = [
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${String(value).replace(/[\\ ]/g, (char) => `\\${char}`)}`),
    ...(startupOptions ? [startupOptions] : []),
  ].join(' ');
  const connectMs = Math.min(answerMs, CONNECT_TIMEOUT_MS);
  const config: pg.ClientConfig = {
    connectionString: connection,
    connectionTimeoutMillis: connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: connectMs,
    application_name: serverName(schema),
    options,
  };
  const pool = new pg.Pool({ ...config, max: POOL_SIZE, idleTimeoutMillis: 5000 });
  // A connection the database drops must not end the process, idle in the pool or checked out
  // between two statements: the next statement fails instead (503), and the pool reconnects.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    answerWithin(client, answerMs);
  });
  const key = hash32(`gateway-playground:${schema}`);
  // The first key says "this sandbox's lock" to anyone reading pg_locks; the second is the schema's.
  const lock = writeLock(hash32('gateway-playground'), key);
  const writer = randomUUID();
  const channel = `gateway_changes_${(key >>> 0).toString(16)}`;
  try {
    const client = await pool.connect();
    try {
      await ensurePgSchema(client, schema, lock.sql);
    } finally {
      client.release();
    }
    const store = new PgStore(pool, target, lock.sql);
    store.ends = new PgCommitEnds(
      pool,
      writer,
      lock,
      answerMs,
      () => store.closed,
      (error) => requestError(error, target),
    );
    const outside = async (sql: string, values: unknown[]) => {
      const client = await pool.connect();
      try {
        const rows = await run(client, sql, values);
        client.release();
        return rows;
      } catch (error) {
        client.release(true);
        throw error;
      }
    };
    const readSince = async (seq: number) =>
      (await outside(`SELECT seq, writer, collections FROM ${quote(schema)}.${CHANGES_TABLE} WHERE seq > ? ORDER BY seq`, [
        seq,
      ])) as unknown as ChangeRow[];
    // Out of reach, as a request meets it (503), not as the driver's error.
    const ask = (sql: string, values: unknown[]) =>
      outside(sql, values).catch((error: unknown) => Promise.reject(requestError(error, target)));
    store.senders = new PgSenders(ask, writer, feedBackWithinMs(answerMs, connectMs));
    const described = `PostgreSQL at ${target.host}:${target.port}`;
    store.changes = new PgChanges(config, channel, writer, readSince, () => store.hear(), described, answerMs, store.senders.keepSql);
    await store.changes.start();
    return store;
  } catch (error) {
    void pool.end().catch(() => undefined);
    throw startError(error, target);
  }
}

class PgStore implements Store {
  changes!: PgChanges;
  ends!: PgCommitEnds;
  senders!: PgSenders;
  /** The last mark a write batch of this server put on its row of `_flushes` (`flush.ts`). */
  private marks = 0;
  private readonly listeners = new Set<Listener>();
  /** What listeners still make of changes transactions heard (`emit`). */
  private reacting: Promise<unknown> | undefined;
  private readonly batches: { read?: PgBatch; write?: PgBatch } = {};
  /** Write batches run one after another here: a second would only wait for the lock, holding a connection. */
  private writeTail: Promise<void> = Promise.resolve();
  closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly target: PgTarget,
    private readonly lock: string,
  ) {}

  read<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.batched('read', work);
  }

  write<T>(work: (tx: Tx) => Promise<T>, { onlyReadsAndPuts = false }: WriteOptions = {}): Promise<T> {
    return this.batched('write', work, onlyReadsAndPuts);
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    this.changes?.close();
    // Transactions under way end (their work meets StoreClosedError) and release their connections first.
    void this.writeTail.then(() => this.pool.end()).catch(() => undefined);
  }

  /**
   * Tells the listeners what changed. Told in `heardIn`, the transaction that heard it, they may
   * read in it, and every transaction's reads answer only once they are done (`pgTx`'s `heard`):
   * answers when they are.
   */
  private emit(collections: CollectionName[], heardIn?: Tx): Promise<unknown> | undefined {
    if (collections.length === 0 || this.closed) return undefined;
    const reactions = [...this.listeners].map((listener) => listener(collections, heardIn));
    if (!heardIn) return undefined;
    const reacted = Promise.allSettled(reactions);
    const all: Promise<unknown> = (this.reacting = Promise.allSettled([this.reacting, reacted]).then(() => {
      if (this.reacting === all) this.reacting = undefined;
    }));
    return reacted;
  }

  /** Another server committed: a read (any statement carries the opening) reads what, and tells. */
  hear(): void {
    this.read((tx) => tx.count('settings')).catch(() => undefined);
  }

  /**
   * Adds `work` to the batch of its kind: the calls asked for in one turn, and for writes every
   * one asked for while the write before runs, share one transaction (group commit: a commit
   * costs more than a typical request's work).
   */
  private batched<T>(kind: 'read' | 'write', work: (tx: Tx) => Promise<T>, onlyReadsAndPuts = false): Promise<T> {
    if (this.closed) return Promise.reject(new StoreClosedError());
    let batch = this.batches[kind];
    if (!batch?.accepting) {
      const started =
        (batch =
        this.batches[kind] =
          new PgBatch(
            kind === 'write',
            () => this.check(),
            () => this.reacting,
          ));
      const run = () => this.run(started);
      if (kind === 'write') this.writeTail = this.writeTail.then(() => nextTurn()).then(run);
      else void nextTurn().then(run);
    }
    return batch.add(work, onlyReadsAndPuts);
  }

  /** Runs `batch` in one transaction and answers its calls once it has committed (or failed). */
  private async run(batch: PgBatch): Promise<void> {
    batch.accepting = false;
    let client: pg.PoolClient | undefined;
    let unusable = false;
    try {
      this.check();
      client = await this.pool.connect();
      // READ COMMITTED said, not the database's default: each statement after the lock must see
      // every commit before it.
      const begin = batch.writes ? `BEGIN ISOLATION LEVEL READ COMMITTED; ${this.lock}` : 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY';
      let opened = false;
      let reacted: Promise<unknown> | undefined;
      const open = (opening: pg.PoolClient) => {
        opened = false;
        const poll = executeText(opening, ...this.changes.poll());
        openWith(opening, `${begin}; ${poll.sql}`, (batch.writes ? 2 : 1) + poll.statements, (results) => {
          opened = true;
          const changed = this.changes.apply(results.at(-1)!.rows as unknown as ChangeRow[]);
          reacted = this.emit(
            changed,
            pgTx(opening, undefined, () => this.check()),
          );
        });
      };
      let touched: CollectionName[] = [];
      let results: pg.QueryResult<{ seq: string }>[] | undefined;
      // Run first without savepoints (puts sent with the statement after them, the last ones with
      // the COMMIT); run again with them when anything failed (see `batch.ts`).
      for (const exact of [false, true]) {
        open(client);
        try {
          touched = await batch.run(client, exact);
          // What the listeners read in this transaction, before it ends.
          await reacted;
          this.check();
          if (touched.length > 0) {
            // The message with the COMMIT never holds the opening: should its answer be lost, the
            // batch's backend then holds the lock, to be ended, or never will (`flush.ts`).
            if (!opened) await control(client, 'SELECT 1');
            const mark = ++this.marks;
            try {
              results = await control(client, this.commitSql(client, touched, mark));
            } catch (error) {
              // Past a COMMIT that went out, the batch may have committed: it must not run again.
              if (!(await mayHaveCommitted(client))) throw error;
              const backend = backendOf(client);
              client.release(true);
              client = undefined;
              const kept = () => this.settle(batch, touched);
              return await this.ends.learn({ mark, backend, kept, failed: (failure) => batch.fail(failure, this.failure) }, error);
            }
          }
          break;
        } catch (error) {
          // A statement that failed may have been another's put sent with it: run again, exactly.
          const again = error instanceof RunAgain || (!exact && error instanceof pg.DatabaseError && !isUnreachable(error));
          if (!again) throw error;
          await rollback(client);
          batch.reset();
        }
      }
      if (results) {
        // Committed and on disk, the store closed meanwhile or not. The record's row: the first
        // SELECT answered (a PREPARE may come before it).
        this.changes.committed(Number(results.find((result) => result.command === 'SELECT')!.rows[0]!.seq));
      } else if (!batch.writes) {
        this.check();
        // A read changed nothing: its COMMIT travels with the connection's next statement.
        commitLater(client);
      } else {
        this.check();
        await control(client, 'COMMIT');
      }
      this.settle(batch, touched);
    } catch (error) {
      if (client) await rollback(client).catch(() => (unusable = true));
      batch.fail(this.closed ? new StoreClosedError() : this.failure(error), this.failure);
    } finally {
      // A connection whose rollback failed (the database went away) is dropped, not handed on.
      client?.release(unusable || !reusable(client) || undefined);
    }
  }

  /** Announces what `batch` changed and answers its calls: it committed. */
  private settle(batch: PgBatch, touched: CollectionName[]): void {
    this.emit(touched);
    batch.settle(this.failure);
  }

  /**
   * A write's end: it records what it changed and marks this server's row with `mark`, commits
   * without waiting for the disk, which releases the write lock at once, and then makes a durable
   * commit of this server's own (`flush.ts`), in the same message: the batch's calls are answered
   * once that is on disk. Another server's batch takes the lock meanwhile; this server's next one
   * waits.
   */
  private commitSql(client: pg.PoolClient, touched: CollectionName[], mark: number): () => string {
    return () => {
      const [record, prune] = this.changes.record(touched).map(([text, values]) => executeText(client, text, values).sql);
      return `${record}; ${prune}; ${this.ends.markSql(mark)}; SET LOCAL synchronous_commit = off; COMMIT; ${this.ends.flushSql}`;
    };
  }

  /** A database error as the store's callers meet it: out of reach becomes StoreUnavailableError. */
  private readonly failure = (error: unknown) => requestError(error, this.target);

  private check(): void {
    if (this.closed) throw new StoreClosedError();
  }
}

/**
 * Whether the COMMIT of a message that failed may have run: no failure inside the transaction
 * stopped it first. An empty query reads the transaction's state once the failed message has
 * ended (its failure is reported before its end is read); a broken connection cannot say.
 */
async function mayHaveCommitted(client: pg.PoolClient): Promise<boolean> {
  try {
    await control(client, '');
  } catch {
    return true;
  }
  return client.getTransactionStatus() !== 'E';
}

/** The backend serving `client`: node-postgres keeps it from the server's BackendKeyData, to cancel with (@types/pg leaves it out). */
function backendOf(client: pg.PoolClient): number {
  return (client as unknown as { processID: number }).processID;
}
