/**
 * What other servers on the same PostgreSQL database committed. Each write records the
 * collections it touched in the changes table and NOTIFYs them in its own transaction, so they
 * arrive at once, only if it committed, and in commit order (writes hold the sandbox's write
 * lock, so their numbers follow commit order without gaps). Every transaction reads the rows it
 * has not seen first thing, as SQLite's store polls, and announces them in itself, so what another
 * server changed (the clock) is taken in before the work that follows a commit there reads it
 * here (`ChangeListener`); a dedicated LISTEN connection hears them between transactions, and has
 * a transaction read them.
 */
import pg from 'pg';
import { type CollectionName, COLLECTIONS } from '../../gateway/core';
import { CHANGES_TABLE } from './schema';
import { cutOff } from './tx-run';

/** Rows kept: a server that fell further behind than this hears "everything changed". */
const KEPT_CHANGES = 1000;
/** How long the LISTEN connection waits before it tries again, once lost. */
const RECONNECT_MS = 500;
/**
 * How often the LISTEN connection asks the database for a sign of life (and keeps this server's
 * sender lock, `senders.ts`). It only ever receives, so a database that dropped off the network
 * without a word (no reset, no close) would leave it deaf until TCP gives up, many minutes later:
 * this server would hear nothing others write.
 */
const HEARTBEAT_MS = 5000;

/**
 * The longest a lost LISTEN connection takes to listen again, and so to take its server's sender
 * lock again (`senders.ts`): a silent one is noticed at the next heartbeat, unanswered for
 * `answerWithinMs`; then a pause, and a connect bounded by `connectMs`. (One opened again while
 * the database still keeps the lost session takes the lock at a heartbeat once that has ended.)
 */
export function feedBackWithinMs(answerWithinMs: number, connectMs: number): number {
  return HEARTBEAT_MS + answerWithinMs + RECONNECT_MS + connectMs;
}

export interface ChangeRow {
  seq: string | number;
  writer: string;
  collections: string;
}

export class PgChanges {
  private lastSeq = 0;
  private listener: pg.Client | undefined;
  private reconnect: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private closed = false;
  /** True once the LISTEN connection was lost, until it is back (one log line each way). */
  private lost = false;

  constructor(
    /** A fresh LISTEN connection's settings. */
    private readonly config: pg.ClientConfig,
    /** The NOTIFY channel: one per database and schema. */
    private readonly channel: string,
    /** This store's rows, which it announces itself at commit. */
    private readonly writer: string,
    /** Reads the rows after a number, outside any transaction. */
    private readonly readSince: (seq: number) => Promise<ChangeRow[]>,
    /** Something was committed elsewhere: a transaction is to read it (`apply`). */
    private readonly wake: () => void,
    private readonly describe: string,
    /** A LISTEN (or heartbeat) unanswered this long ends the LISTEN connection, which is then opened again. */
    private readonly answerWithinMs: number,
    /** What each LISTEN connection also runs once connected and at each heartbeat: this server's sender lock (`senders.ts`). */
    private readonly keepSql: string,
  ) {}

  /** Starts listening, after the rows committed so far. */
  async start(): Promise<void> {
    this.lastSeq = Math.max(0, ...(await this.readSince(-1)).map((row) => Number(row.seq)));
    await this.listen();
  }

  /** The statement (and its values) that reads, first thing in a transaction, the rows not seen yet. */
  poll(): [string, unknown[]] {
    return [`SELECT seq, writer, collections FROM ${CHANGES_TABLE} WHERE seq > $1 ORDER BY seq`, [this.lastSeq]];
  }

  /**
   * The statements (and their values) that record a write's `collections` and notify them,
   * inside its transaction (NOTIFY is sent at commit, and only then), the first answering the
   * row's `seq`; then old rows are pruned every hundredth write.
   */
  record(collections: CollectionName[]): [string, unknown[]][] {
    const next = `(SELECT coalesce(max(seq), 0) + 1 FROM ${CHANGES_TABLE})`;
    return [
      [
        `WITH row AS (INSERT INTO ${CHANGES_TABLE} (seq, writer, collections) VALUES (${next}, $1::text, $2::text) RETURNING seq) ` +
          `SELECT seq, pg_notify($3::text, seq || ' ' || $1::text || ' ' || $2::text) FROM row`,
        [this.writer, collections.join(','), this.channel],
      ],
      [
        `DELETE FROM ${CHANGES_TABLE} WHERE (SELECT max(seq) FROM ${CHANGES_TABLE}) % 100 = 0 AND seq <= (SELECT max(seq) FROM ${CHANGES_TABLE}) - ${KEPT_CHANGES}`,
        [],
      ],
    ];
  }

  /**
   * This store's row `seq` is committed. When nobody else wrote in between there is nothing to
   * read back, so it counts as seen at once.
   */
  committed(seq: number): void {
    if (seq === this.lastSeq + 1) this.lastSeq = seq;
  }

  /**
   * What the rows a transaction read past the last one seen changed, taking them as seen. A gap
   * in them means the ones between were pruned: everything may have changed.
   */
  apply(rows: ChangeRow[]): CollectionName[] {
    const changed = new Set<CollectionName>();
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq <= this.lastSeq) continue;
      if (seq !== this.lastSeq + 1) COLLECTIONS.forEach((collection) => changed.add(collection));
      this.lastSeq = seq;
      if (row.writer !== this.writer) for (const collection of row.collections.split(',')) changed.add(collection as CollectionName);
    }
    return [...changed];
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.reconnect);
    clearInterval(this.heartbeat);
    void this.listener?.end().catch(() => undefined);
    this.listener = undefined;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(this.config);
    client.on('error', () => this.dropped(client));
    client.on('end', () => this.dropped(client));
    client.on('notification', ({ channel, payload }) => {
      if (channel !== this.channel || !payload) return;
      // This server's own rows are seen at its commits (`committed`).
      if (payload.split(' ')[1] !== this.writer) this.wake();
    });
    // Connected and listening within the bound, or given up and tried again: a database that
    // takes the connection and then goes silent must not leave this server deaf for good.
    await this.answered(
      client,
      client.connect().then(() => client.query(`LISTEN "${this.channel}"; ${this.keepSql}`)),
    );
    if (this.closed) return void client.end().catch(() => undefined);
    this.listener = client;
    let beating = false;
    this.heartbeat = setInterval(() => {
      // One at a time: a slow answer is waited for (up to answerWithinMs), not asked again.
      if (beating) return;
      beating = true;
      this.answered(client, client.query(this.keepSql)).then(
        () => (beating = false),
        () => this.dropped(client),
      );
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** `work` on `client`, or the connection destroyed once `work` goes unanswered for answerWithinMs. */
  private answered<T>(client: pg.Client, work: Promise<T>): Promise<T> {
    const silent = setTimeout(() => cutOff(client, this.answerWithinMs), this.answerWithinMs);
    silent.unref();
    return work.finally(() => clearTimeout(silent));
  }

  /** The LISTEN connection is gone (the database went away): tried again until it is back. */
  private dropped(client: pg.Client): void {
    if (this.listener !== client || this.closed) return;
    this.listener = undefined;
    clearInterval(this.heartbeat);
    void client.end().catch(() => undefined);
    if (!this.lost) console.error(`Lost the change feed of ${this.describe}; reconnecting`);
    this.lost = true;
    this.retry();
  }

  private retry(): void {
    if (this.closed) return;
    this.reconnect = setTimeout(() => {
      this.listen()
        .then(() => {
          if (this.lost) console.error(`Change feed of ${this.describe} is back`);
          this.lost = false;
          // What was committed while nobody listened.
          this.wake();
        })
        .catch(() => this.retry());
    }, RECONNECT_MS);
    this.reconnect.unref();
  }
}
