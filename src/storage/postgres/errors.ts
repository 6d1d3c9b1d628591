/**
 * What PostgreSQL's failures mean to a sandbox user: where the database is (host, port and
 * database, never the password), and whether it is out of reach (a start that fails, a request
 * that answers 503 until it is back) rather than refusing what was asked.
 */
import { StoreUnavailableError } from '../../gateway/core';

/** Where a connection URL points, fit to print: no user's password, ever. */
export interface PgTarget {
  host: string;
  port: number;
  database: string;
  user: string;
  /** Scrubbed from any message that might echo it. */
  password: string;
}

export function pgTarget(url: string): PgTarget {
  const parsed = new URL(url);
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  return {
    host: decode(parsed.hostname) || 'localhost',
    port: Number(parsed.port || 5432),
    database: decode(parsed.pathname.slice(1)) || decode(parsed.username) || 'postgres',
    user: decode(parsed.username),
    password: decode(parsed.password),
  };
}

/** Query parameters node-postgres reads secrets from, besides the URL's own password. */
const SECRET_PARAMETERS = ['password', 'sslpassword', 'sslkey'];

/** `postgres://user:***@host:port/db`: the URL as a log line may show it, every secret hidden. */
export function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  for (const name of SECRET_PARAMETERS) if (parsed.searchParams.has(name)) parsed.searchParams.set(name, '***');
  return parsed.toString();
}

/** Socket errors and PostgreSQL's codes for a server that is gone, going or not yet up. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended|terminating connection/i;

/** The database cannot be reached (as opposed to refusing a statement). */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code && (UNREACHABLE_CODES.has(code) || code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03'))
    return true;
  return UNREACHABLE_MESSAGES.test(message ?? '');
}

/** `error`'s own words, with the password scrubbed should they echo it. */
function reason(error: unknown, target: PgTarget): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const text = message || code || String(error);
  return target.password ? text.replaceAll(target.password, '***') : text;
}

/** Why a server could not start on the database, naming it. */
export function startError(error: unknown, target: PgTarget): Error {
  const where = `PostgreSQL at ${target.host}:${target.port}`;
  const code = (error as { code?: string } | undefined)?.code;
  if (code === '28P01') return new Error(`${where} refused the password of user "${target.user}" (wrong password)`);
  // node-postgres's own words when the server asks for a password and neither the URL nor PGPASSWORD gives one.
  if (/password must be a string/.test((error as Error | undefined)?.message ?? '')) {
    return new Error(
      `${where} asks user "${target.user}" for a password: put it in the URL (postgres://user:password@…, percent-encoded) or in PGPASSWORD`,
    );
  }
  // insufficient_privilege on the database, the schema or the tables (not on a setting the URL asked for).
  if (code === '42501' && !/to set parameter/.test((error as Error).message)) {
    return new Error(
      `${where} refused user "${target.user}" what the sandbox needs (${reason(error, target)}): start every server as one role ` +
        `that may create the sandbox's schema and tables in database "${target.database}" and owns them (the database's owner, say)`,
    );
  }
  if (code === '3D000') return new Error(`${where} has no database "${target.database}": create it first (createdb ${target.database})`);
  if (isUnreachable(error)) return new Error(`Cannot reach ${where} (database "${target.database}"): ${reason(error, target)}`);
  return new Error(`Cannot use database "${target.database}" of ${where}: ${reason(error, target)}`);
}

/** A request's failure as the store rejects it: unreachable becomes StoreUnavailableError. */
export function requestError(error: unknown, target: PgTarget): unknown {
  if (!isUnreachable(error) || error instanceof StoreUnavailableError) return error;
  return new StoreUnavailableError(
    `The sandbox's database (PostgreSQL at ${target.host}:${target.port}) cannot be reached: ${reason(error, target)}. Try again once it is back.`,
  );
}
