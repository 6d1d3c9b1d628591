/**
 * Which servers on one PostgreSQL database are still there. Each holds a session-level advisory
 * lock of its own name on its LISTEN connection, which lives as long as the server does: the
 * database releases it when the session ends, at once when the process is killed (its socket
 * closes), within its keepalive bound when the machine drops off the network.
 *
 * A live server's lock can be free for a while too: its LISTEN connection lost (a database
 * restart, a reset or silent connection) is opened again after a while, and takes the lock as it
 * opens; one opened again while the database still keeps the lost session (and its lock) takes
 * the lock at its next heartbeat once that session has ended. So a server counts as gone only
 * once its lock has been seen free, look after look, for longer than its feed can take to come
 * back (`feedBackWithinMs`, 20.5 s by default) and a margin: a call of a live server taken over
 * would reach its receiver twice and lose its answer. A server cut off from the database for
 * longer (its session ended by the database's keepalive, about 25 s, then that wait) is taken
 * for gone: it could not record its calls' answers meanwhile anyway.
 */
import type { Senders } from '../../gateway/core';
import { hash32 } from './schema';

/** Beyond the longest a server's feed takes to come back, before its free lock says it has gone. */
const MARGIN_MS = 5000;
/** Looks further apart than this start the count again: the lock may have been held between. */
const LOOKS_APART_MS = 5000;

/** The first key of every sender's lock: "a Gateway Playground server is here" to anyone reading pg_locks. */
const SENDER_CLASS = hash32('gateway-playground sender');

/** The second key of `name`'s lock. (Two names sharing one only make a gone server look alive.) */
function keyOf(name: string): number {
  return hash32(name);
}

export class PgSenders implements Senders {
  /** Names whose lock was seen free: since when, look after look, and when last. */
  private readonly free = new Map<string, { since: number; last: number }>();
  private readonly goneAfterMs: number;

  constructor(
    /** Asks the database outside any transaction. */
    private readonly query: (sql: string, values: unknown[]) => Promise<Record<string, unknown>[]>,
    /** This server's name: its store's writer id. */
    readonly me: string,
    /** The longest a server's LISTEN connection takes to listen again (`feedBackWithinMs`). */
    feedBackWithinMs: number,
    /** A clock that never steps (wall time may). */
    private readonly now: () => number = () => performance.now(),
  ) {
    this.goneAfterMs = feedBackWithinMs + MARGIN_MS;
  }

  /** The statement that takes this server's lock unless this session holds it, never waiting for it. */
  get keepSql(): string {
    const [first, second] = [SENDER_CLASS, keyOf(this.me)];
    const held =
      `SELECT FROM pg_locks WHERE pid = pg_backend_pid() AND locktype = 'advisory' AND granted AND objsubid = 2 ` +
      `AND classid = ${first >>> 0} AND objid = ${second >>> 0}`;
    return `SELECT pg_try_advisory_lock(${first}, ${second}) WHERE NOT EXISTS (${held})`;
  }

  async gone(names: readonly string[]): Promise<Set<string>> {
    // pg_locks shows both keys as unsigned oids; a lock waited for is not held.
    const rows = await this.query(
      `SELECT objid::bigint AS key FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 2 ` +
        `AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND classid = ?::bigint::oid`,
      [SENDER_CLASS >>> 0],
    );
    const held = new Set(rows.map((row) => Number(row.key)));
    const now = this.now();
    for (const [name, { last }] of this.free) if (now - last > LOOKS_APART_MS) this.free.delete(name);
    const gone = new Set<string>();
    for (const name of names) {
      if (held.has(keyOf(name) >>> 0)) {
        this.free.delete(name);
        continue;
      }
      const since = this.free.get(name)?.since ?? now;
      this.free.set(name, { since, last: now });
      if (now - since >= this.goneAfterMs) gone.add(name);
    }
    return gone;
  }
}
