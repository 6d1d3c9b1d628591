/**
 * What other processes on the same database file committed. Each write records the collections
 * it touched in a small table, in its own transaction; every process polls `PRAGMA data_version`
 * (which moves only when another connection commits, and costs next to nothing) and reads the
 * rows it has not seen. That is how a second server's scheduler learns of attempts the first
 * one queued.
 */
import { type CollectionName, COLLECTIONS } from '../../gateway/core';
import { CHANGES_TABLE } from './schema';
import type { Statements } from './tx';

/** Rows kept: a process that fell further behind than this hears "everything changed". */
const KEPT_CHANGES = 1000;
/**
 * Old rows are pruned every this many writes, not on every one: a prune dirties another page of
 * the table, which each commit would otherwise write to the WAL.
 */
const PRUNE_EVERY = 100;

export class SqliteChanges {
  private lastSeq: number;
  private dataVersion: number;

  /** `writer` tells this store's own rows apart: it announces those itself, at commit. */
  constructor(
    private readonly statements: Statements,
    private readonly writer: string,
  ) {
    this.lastSeq = (statements.get(`SELECT coalesce(max(seq), 0) FROM ${CHANGES_TABLE}`).pluck().get() as number) ?? 0;
    this.dataVersion = this.version();
  }

  /**
   * Records a write's collections; call inside the write's transaction, and `committed` with
   * what it answers once the transaction has committed.
   */
  record(collections: CollectionName[]): number {
    const { lastInsertRowid } = this.statements
      .get(`INSERT INTO ${CHANGES_TABLE} (writer, collections) VALUES (?, ?)`)
      .run(this.writer, collections.join(','));
    const seq = Number(lastInsertRowid);
    if (seq % PRUNE_EVERY === 0) this.statements.get(`DELETE FROM ${CHANGES_TABLE} WHERE seq <= ?`).run(seq - KEPT_CHANGES);
    return seq;
  }

  /**
   * This store's row `seq` is committed. When nobody else wrote since the last poll there is
   * nothing to read back, so the row is skipped at once. Not before the commit: a commit that
   * failed leaves its number to the next writer, whose row must not be taken as seen.
   */
  committed(seq: number): void {
    if (seq === this.lastSeq + 1) this.lastSeq = seq;
  }

  /**
   * The collections other processes changed since the last call, or none. Call outside any
   * transaction of this connection, or first thing in one (before it writes).
   */
  poll(): CollectionName[] {
    const version = this.version();
    if (version === this.dataVersion) return [];
    this.dataVersion = version;
    const rows = this.statements
      .get(`SELECT seq, writer, collections FROM ${CHANGES_TABLE} WHERE seq > ? ORDER BY seq`)
      .all(this.lastSeq) as { seq: number; writer: string; collections: string }[];
    if (rows.length === 0) return [];
    // Rows are numbered without gaps; a gap means the ones this process missed were pruned.
    const missed = rows[0]!.seq !== this.lastSeq + 1;
    this.lastSeq = rows.at(-1)!.seq;
    if (missed) return [...COLLECTIONS];
    const changed = new Set(rows.filter((row) => row.writer !== this.writer).flatMap((row) => row.collections.split(',')));
    return [...changed] as CollectionName[];
  }

  /** Prepared once, unlike `db.pragma()`, which prepares its statement on every call. */
  private version(): number {
    return this.statements.get('PRAGMA data_version').pluck().get() as number;
  }
}
