/**
 * Statements on one PostgreSQL connection, one after another in the order asked, prepared once
 * per connection by name (preparing costs more than running). A transaction's opening statements
 * (`BEGIN`, the lock, the change poll) travel with its first statement, in one round trip, as
 * statements of one simple query (`text-statements.ts` writes them).
 */
import type { ClientBase, QueryResult } from 'pg';
import { dropPending, executeText, plannedAtEachCall, sending } from './text-statements';

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
  void inTurn(client, async () => {
    const { sql, statements } = executeText(client, text, values);
    openWith(client, sql, statements, () => undefined);
  });
}

/** Rolls back the transaction open on `client`, dropping the statements still waiting to be sent. */
export function rollback(client: ClientBase): Promise<unknown> {
  return inTurn(client, () => {
    openings.delete(client);
    dropPending(client);
    return client.query('ROLLBACK');
  });
}

/**
 * Runs `sql` (SQLite's placeholders) with `values`, prepared by name on this connection (a
 * statement on a list of keys unnamed, to be planned with its values: `plannedAtEachCall`).
 */
export async function run(client: ClientBase, sql: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const { name, text } = statement(sql);
  const result = await inTurn(client, async () => {
    if (!openings.has(client)) return client.query(plannedAtEachCall(text) ? { text, values } : { name, text, values });
    // One simple query holds the opening and this statement (after its PREPARE, when it needs one).
    const { sql: own, statements } = executeText(client, text, values);
    const results = await sendText<QueryResult | QueryResult[]>(client, own);
    return statements === 1 ? (results as QueryResult) : (results as QueryResult[]).at(-1)!;
  });
  return result.rows;
}

/**
 * Runs `statements` (SQLite's placeholders, with their values) after every statement asked for
 * before them on `client`, in one round trip: one prepared statement alone, or else one simple
 * query holding them all. Answers each statement's rows.
 */
export async function runTogether(client: ClientBase, statements: [string, unknown[]][]): Promise<Record<string, unknown>[][]> {
  if (statements.length === 1) return [await run(client, ...statements[0]!)];
  return inTurn(client, async () => {
    const texts = statements.map(([sql, values]) => executeText(client, statement(sql).text, values));
    const results = await sendText<QueryResult[]>(client, texts.map(({ sql }) => sql).join('; '));
    // Each statement's rows are its EXECUTE's, the last of its one or two results.
    let end = 0;
    return texts.map(({ statements: count }) => results[(end += count) - 1]!.rows);
  });
}

/**
 * Runs `text` (statements without parameters, such as `ROLLBACK TO write; …`, or what writes them) after every
 * statement asked for before it on `client`. A transaction's own statements go through here too:
 * a work that failed may have left statements queued, and a rollback must come after them.
 * Answers the results of `text` alone, whatever opening went with it.
 */
export function control<T = unknown>(client: ClientBase, text: string | (() => string)): Promise<T> {
  // Written in its turn, when it holds statements prepared on the connection (`executeText`).
  return inTurn(client, () => sendText<T>(client, typeof text === 'string' ? text : text()));
}

/**
 * Sends `text` as one simple query, after the opening waiting on `client`. Answers the results
 * of `text` alone (one result, or an array of them).
 */
async function sendText<T>(client: ClientBase, text: string): Promise<T> {
  const opening = takeOpening(client);
  const sent = sending(client);
  let results: QueryResult | QueryResult[];
  try {
    results = (await client.query(opening ? `${opening.sql}; ${text}` : text)) as unknown as QueryResult | QueryResult[];
  } catch (error) {
    sent.ended(false);
    throw error;
  }
  sent.ended(true);
  if (!opening) return results as T;
  const all = results as QueryResult[];
  opening.took(all.slice(0, opening.statements));
  const own = all.slice(opening.statements);
  return (own.length === 1 ? own[0] : own) as T;
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
  const timer = setTimeout(() => cutOff(client, ms), ms);
  return statement.finally(() => clearTimeout(timer));
}

/**
 * Ends `client`'s connection as out of reach after `ms` without an answer (ETIMEDOUT), failing
 * what it waits for. Ending it politely would wait for the answer that never comes.
 */
export function cutOff(client: ClientBase, ms: number): void {
  const silent = Object.assign(new Error(`no answer within ${ms} ms`), { code: 'ETIMEDOUT' });
  (client as unknown as { connection: { stream: { destroy(error: Error): void } } }).connection.stream.destroy(silent);
}

function inTurn<T>(client: ClientBase, next: () => Promise<T>): Promise<T> {
  const result = (lastOn.get(client) ?? Promise.resolve()).then(() => bounded(client, next()));
  lastOn.set(
    client,
    result.catch(() => undefined),
  );
  return result;
}
