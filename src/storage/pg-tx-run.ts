/**
 * Statements on one PostgreSQL connection, one after another in the order asked, prepared once
 * per connection by name (preparing costs more than running).
 */
import type { ClientBase } from 'pg';

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

/** Runs `sql` (SQLite's placeholders) with `values`, prepared by name on this connection. */
export async function run(client: ClientBase, sql: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const { name, text } = statement(sql);
  return (await inTurn(client, () => client.query({ name, text, values }))).rows;
}

/**
 * Runs `text` (statements without parameters, such as `ROLLBACK TO write; …`) after every
 * statement asked for before it on `client`. A transaction's own statements go through here too:
 * a work that failed may have left statements queued, and a rollback must come after them.
 */
export function control<T = unknown>(client: ClientBase, text: string): Promise<T> {
  return inTurn(client, () => client.query(text) as Promise<T>);
}

function inTurn<T>(client: ClientBase, next: () => Promise<T>): Promise<T> {
  const result = (lastOn.get(client) ?? Promise.resolve()).then(next);
  lastOn.set(client, result.catch(() => undefined));
  return result;
}
