/**
 * Which servers on one PostgreSQL database are still there. Each holds a session-level advisory
 * lock of its own name on its LISTEN connection, which lives as long as the server does: the
 * database releases it when the session ends, at once when the process is killed (its socket
 * closes), within its keepalive bound when the machine drops off the network. A server whose
 * lock nobody holds has gone. The LISTEN connection takes the lock as it opens and at each of its
 * heartbeats, unless its session holds it already: a connection opened again while the database
 * still keeps the lost one's session (and lock) must not wait for it, and takes the lock once
 * that session has ended. (Between the two, for a heartbeat at most, the server looks gone.)
 */
import type { Senders } from '../../gateway/ports';
import { hash32 } from './schema';

/** The first key of every sender's lock: "a Gateway Playground server is here" to anyone reading pg_locks. */
const SENDER_CLASS = hash32('gateway-playground sender');

/** The second key of `name`'s lock. (Two names sharing one only make a gone server look alive.) */
function keyOf(name: string): number {
  return hash32(name);
}

export class PgSenders implements Senders {
  constructor(
    /** Asks the database outside any transaction. */
    private readonly query: (sql: string, values: unknown[]) => Promise<Record<string, unknown>[]>,
    /** This server's name: its store's writer id. */
    readonly me: string,
  ) {}

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
    return new Set(names.filter((name) => !held.has(keyOf(name) >>> 0)));
  }
}
