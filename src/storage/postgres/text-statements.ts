/**
 * Statements sent as text, inside one simple query with others (a transaction's opening, the
 * puts that travel with the next statement, reads asked together): the database parses and
 * plans such text afresh every time, and planning cost it more than running them (a create's
 * product and payment read: 66 µs to plan, 14 to run). So each is sent as `EXECUTE name(…)` of a
 * statement prepared once per connection, by a `PREPARE` written just before its first `EXECUTE`
 * in the same simple query: planned a few times, then run on its generic plan. A statement on a
 * list of keys is the exception, written with its values in place (`plannedAtEachCall`).
 *
 * A `PREPARE` outlives a rollback, and runs even when a later statement of its simple query
 * fails; one that did not run (an earlier statement failed) must be sent again. So a failed
 * query leaves it unknown which ran: the connection's statements are prepared afresh under new
 * names for the rest of its transaction, and the connection is then closed rather than pooled
 * (`reusable`), so that statements of old names do not pile up on it.
 */
import type { ClientBase } from 'pg';

/** Each statement text's number, shared by every connection: its names are `gs<number>_<round>`. */
const numbers = new Map<string, number>();

interface Prepared {
  /** Bumped by a failed query: the names of earlier rounds may or may not exist. */
  round: number;
  /** Statement text to its name, for those known to be prepared on this connection. */
  names: Map<string, string>;
  /** Statements whose `PREPARE` is written in the simple query not sent yet: text to name. */
  pending: Map<string, string>;
  /** A failed query left statements of an earlier round behind. */
  spent: boolean;
}

const onConnection = new WeakMap<ClientBase, Prepared>();

function preparedOn(client: ClientBase): Prepared {
  let found = onConnection.get(client);
  if (!found) onConnection.set(client, (found = { round: 0, names: new Map(), pending: new Map(), spent: false }));
  return found;
}

/**
 * `text` (its parameters `$n`) with `values`, as statements of a simple query on `client`:
 * `EXECUTE` of it prepared there, after its `PREPARE` when it is not yet (`statements`: 2).
 */
export function executeText(client: ClientBase, text: string, values: unknown[]): { sql: string; statements: number } {
  if (plannedAtEachCall(text)) return { sql: text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1])), statements: 1 };
  const prepared = preparedOn(client);
  const execute = (name: string) => (values.length === 0 ? `EXECUTE ${name}` : `EXECUTE ${name}(${values.map(literal).join(', ')})`);
  const known = prepared.names.get(text) ?? prepared.pending.get(text);
  if (known !== undefined) return { sql: execute(known), statements: 1 };
  let number = numbers.get(text);
  if (number === undefined) numbers.set(text, (number = numbers.size));
  const name = `gs${number}_${prepared.round}`;
  prepared.pending.set(text, name);
  return { sql: `PREPARE ${name} AS ${text}; ${execute(name)}`, statements: 2 };
}

/**
 * A read or delete of a list of keys (`= ANY(…)`, for any list parameter) is planned at every
 * call, never prepared. A prepared statement's plan is made for a list of unknown length, and
 * once, when the table may still be nearly empty: a whole-table scan then looks cheaper than ten
 * index lookups, and it stays the plan while the table grows (measured: a batch's read of a few
 * payments by key took 0.4 ms against 0.01, the payments table read whole). Planned with the
 * list in hand, it looks the keys up.
 */
export function plannedAtEachCall(text: string): boolean {
  return text.includes('= ANY(');
}

/**
 * A simple query is sent on `client` with the statements written so far: `ended` is told how it
 * ended, and so whether their `PREPARE`s ran.
 */
export function sending(client: ClientBase): { ended: (ok: boolean) => void } {
  const prepared = preparedOn(client);
  const pending = prepared.pending;
  prepared.pending = new Map();
  return {
    ended: (ok) => {
      if (ok) {
        for (const [text, name] of pending) prepared.names.set(text, name);
      } else if (pending.size > 0) {
        prepared.round++;
        prepared.names.clear();
        prepared.spent = true;
      }
    },
  };
}

/** False once `client` holds prepared statements it no longer knows the names of: close it, do not pool it. */
export function reusable(client: ClientBase): boolean {
  return !onConnection.get(client)?.spent;
}

/** Forgets the `PREPARE`s waiting on `client`: the statements that needed them were dropped. */
export function dropPending(client: ClientBase): void {
  preparedOn(client).pending.clear();
}

/** The tag of the dollar-quoted strings `literal` writes. */
const TAG = '$gp$';

/**
 * A value as an SQL literal. A text is dollar-quoted (`$gp$…$gp$`): nothing in it is escaped,
 * whatever the server's standard_conforming_strings, so neither this server nor the database
 * walks it more than once (a month's batch writes a thousand attempt documents at once, their
 * bodies full of backslashes). A text the closing tag would end early (one that holds the tag, or
 * ends in `$gp`) is an escape string instead (E'…', its backslashes and quotes doubled). An array
 * parameter's type is known from its statement.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return value.length === 0 ? `'{}'` : `ARRAY[${value.map(literal).join(', ')}]`;
  const text = String(value);
  if (`${text}${TAG}`.indexOf(TAG) === text.length) return `${TAG}${text}${TAG}`;
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}
