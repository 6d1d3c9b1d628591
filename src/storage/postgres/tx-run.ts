/**
 * Statements on one PostgreSQL connection, one after another in the order asked, prepared once
 * per connection by name (preparing costs more than running). A transaction's opening statements
 * (`BEGIN`, the lock, the change poll) travel with its first statement, in one round trip.
 */
import type { ClientBase, QueryResult } from 'pg';

/** Each SQL text as PostgreSQL takes it: `?` numbered, and a name to prepare it under. */
const prepared = new Map<string, { name: string; text: string }>();

function statement(sql: string): { name: string; text: string } {
  let found = prepared.get(sql);
  if (!found) {
    let n = 0;
    // The layout's identifiers never hold a `?`, so every one is a placeholder.
    found = { name: `gp${prepared.size}`, text: sql.replace(/\?/g, () => `$${++n}`) };
    prepared.set(sql, found);
  }
  return found;
}

/**
 * The statement each connection runs last. A connection runs one statement at a time anyway;
 * queued here, concurrent calls of one transaction (`Promise.all` of puts) follow each other
 * instead of leaning on the driver's own queue, which it deprecates.
 */
const lastOn = new WeakMap<ClientBase, Promise<unknown>>();

interface Opening {
  sql: string;
  /** How many statements `sql` holds. */
  statements: number;
  /** Told their results, before the statement they travelled with answers. */
  took: (results: QueryResult[]) => void;
}

/** Opening statements waiting for the first statement of their transaction. */
const openings = new WeakMap<ClientBase, Opening>();

/**
 * `sql` (parameterless statements) opens the transaction on `client`: it is sent with the next
 * statement, and `took` gets its results. A round trip is the cost of a short transaction, and
 * a transaction's first statement, even of a REPEATABLE READ one, is where its snapshot starts.
 */
export function openWith(client: ClientBase, sql: string, statements: number, took: (results: QueryResult[]) => void): void {
  const pending = openings.get(client);
  if (!pending) return void openings.set(client, { sql, statements, took });
  openings.set(client, {
    sql: `${pending.sql}; ${sql}`,
    statements: pending.statements + statements,
    took: (results) => {
      pending.took(results.slice(0, pending.statements));
      took(results.slice(pending.statements));
    },
  });
}

/**
 * Ends the read-only transaction open on `client` with its next statement, whoever sends it: a
 * read's COMMIT cannot fail nor change anything, and sent alone it costs the database a wake-up
 * and this server a write for nothing. Until then (the pool closes an idle connection within
 * seconds) it holds its snapshot.
 */
export function commitLater(client: ClientBase): void {
  openWith(client, 'COMMIT', 1, () => undefined);
}

function takeOpening(client: ClientBase): Opening | undefined {
  const opening = openings.get(client);
  openings.delete(client);
  return opening;
}

/**
 * Sends `sql` (SQLite's placeholders) with `values`, written as literals, together with the next
 * statement on `client`, after every statement asked for before it: a put whose answer nobody
 * waits for costs no round trip of its own. Its failure meets that next statement.
 */
export function sendLater(client: ClientBase, sql: string, values: unknown[]): void {
  const { text } = statement(sql);
  void inTurn(client, async () => openWith(client, inline(text, values), 1, () => undefined));
}

/** Rolls back the transaction open on `client`, dropping the statements still waiting to be sent. */
export function rollback(client: ClientBase): Promise<unknown> {
  return inTurn(client, () => {
    openings.delete(client);
    return client.query('ROLLBACK');
  });
}

/** Runs `sql` (SQLite's placeholders) with `values`, prepared by name on this connection. */
export async function run(client: ClientBase, sql: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const { name, text } = statement(sql);
  const result = await inTurn(client, async () => {
    const opening = takeOpening(client);
    if (!opening) return client.query({ name, text, values });
    // One simple query holds the opening and this statement, its values written as literals.
    const results = (await client.query(`${opening.sql}; ${inline(text, values)}`)) as unknown as QueryResult[];
    opening.took(results.slice(0, opening.statements));
    return results.at(-1)!;
  });
  return result.rows;
}

/**
 * Runs `statements` (SQLite's placeholders, with their values) after every statement asked for
 * before them on `client`, in one round trip: one prepared statement alone, or else one simple
 * query holding them all, values written as literals. Answers each statement's rows.
 */
export async function runTogether(client: ClientBase, statements: [string, unknown[]][]): Promise<Record<string, unknown>[][]> {
  if (statements.length === 1) return [await run(client, ...statements[0]!)];
  const sql = statements.map(([text, values]) => inline(statement(text).text, values)).join('; ');
  const results = await control<QueryResult[]>(client, sql);
  return results.map((result) => result.rows);
}

/**
 * Runs `text` (statements without parameters, such as `ROLLBACK TO write; …`) after every
 * statement asked for before it on `client`. A transaction's own statements go through here too:
 * a work that failed may have left statements queued, and a rollback must come after them.
 * Answers the results of `text` alone, whatever opening went with it.
 */
export function control<T = unknown>(client: ClientBase, text: string): Promise<T> {
  return inTurn(client, async () => {
    const opening = takeOpening(client);
    if (!opening) return client.query(text) as Promise<T>;
    const results = (await client.query(`${opening.sql}; ${text}`)) as unknown as QueryResult[];
    opening.took(results.slice(0, opening.statements));
    const own = results.slice(opening.statements);
    return (own.length === 1 ? own[0] : own) as T;
  });
}

/**
 * `text` with its `$n` placeholders replaced by `values` as SQL literals. Every connection has
 * standard_conforming_strings on (store.ts), so inside '…' only a quote needs escaping: one
 * native replace, where node-postgres's escapeLiteral copies the text a character at a time (a
 * month's batch writes a thousand attempt documents at once).
 */
function inline(text: string, values: unknown[]): string {
  const literal = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(', ')}]`;
    return `'${String(value).replaceAll("'", "''")}'`;
  };
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(values[Number(n) - 1]));
}

/** How long each connection's statements may go unanswered (`answerWithin`). */
const deadlines = new WeakMap<ClientBase, number>();

/**
 * A statement on `client` that gets no answer within `ms` ends the connection, failing it and
 * every statement queued behind it as a database out of reach (ETIMEDOUT). A database that drops
 * off the network silently never answers, and TCP takes many minutes to notice; a request must
 * not wait that long (it answers 503), nor hold a connection that will never serve again.
 */
export function answerWithin(client: ClientBase, ms: number): void {
  deadlines.set(client, ms);
}

function bounded<T>(client: ClientBase, statement: Promise<T>): Promise<T> {
  const ms = deadlines.get(client);
  if (ms === undefined) return statement;
  const timer = setTimeout(() => {
    const silent = Object.assign(new Error(`no answer within ${ms} ms`), { code: 'ETIMEDOUT' });
    (client as unknown as { connection: { stream: { destroy(error: Error): void } } }).connection.stream.destroy(silent);
  }, ms);
  return statement.finally(() => clearTimeout(timer));
}

function inTurn<T>(client: ClientBase, next: () => Promise<T>): Promise<T> {
  const result = (lastOn.get(client) ?? Promise.resolve()).then(() => bounded(client, next()));
  lastOn.set(client, result.catch(() => undefined));
  return result;
}
