/**
 * What a `postgres://` URL says to the sandbox beyond node-postgres's own parameters: `schema`
 * names the PostgreSQL schema that holds one sandbox, so that CI jobs or teams can each have
 * their own on one database; `options` (PostgreSQL's startup settings) is kept, added to the
 * store's own, which node-postgres would otherwise drop in favour of the URL's.
 */

interface SandboxUrlParts {
  /** The URL node-postgres connects with: `schema` and `options` taken out. */
  connection: string;
  /** The `schema` parameter, when given. */
  schema?: string;
  /** The `options` parameter (`-c name=value …`), when given. */
  startupOptions?: string;
}

/** The SSL modes node-postgres 8 treats as `verify-full` (with a warning). */
const ALIASES_OF_VERIFY_FULL = new Set(['prefer', 'require', 'verify-ca']);

/** PostgreSQL cuts longer identifiers short, so two longer names could name one schema. */
const MAX_SCHEMA_BYTES = 63;

/** `url`'s sandbox parameters, taken out of it; throws, saying why, on ones that cannot be used (the start fails). */
export function splitSandboxUrl(url: string): SandboxUrlParts {
  const parsed = new URL(url);
  for (const name of ['schema', 'options']) {
    if (parsed.searchParams.getAll(name).length > 1) throw new Error(`The postgres:// URL gives ${name} more than once: give it once`);
  }
  const schema = parsed.searchParams.get('schema') ?? undefined;
  const startupOptions = parsed.searchParams.get('options') ?? undefined;
  if (schema !== undefined && schema.trim() === '') {
    throw new Error('The postgres:// URL has an empty schema: give one, as in ?schema=ci_job_1, or leave it out (public)');
  }
  if (schema !== undefined && new TextEncoder().encode(schema).length > MAX_SCHEMA_BYTES) {
    throw new Error(`The postgres:// URL's schema is longer than PostgreSQL keeps (${MAX_SCHEMA_BYTES} bytes): give a shorter one`);
  }
  // The store sets search_path to the sandbox's schema; the URL's would put the tables in one
  // schema while the store locks and listens in another's name. (PostgreSQL reads - as _ in names.)
  if (startupOptions !== undefined && /search[_-]path/i.test(startupOptions)) {
    throw new Error("The postgres:// URL's options set search_path: name the sandbox's schema with ?schema=NAME instead");
  }
  // The sandbox names its servers by application_name, to find the ones still running before a
  // migration; node-postgres would let the URL's replace it.
  if (parsed.searchParams.has('application_name')) {
    throw new Error('The postgres:// URL sets application_name, which the sandbox sets itself to tell its servers apart: leave it out');
  }
  parsed.searchParams.delete('schema');
  parsed.searchParams.delete('options');
  // node-postgres 8 reads these three as verify-full, and says so in a ten-line warning printed
  // before the sandbox's own lines (its next major version will read them as libpq does). Named
  // for what they mean today, they connect the same and print nothing; `uselibpqcompat=true`
  // asks for libpq's meaning, which is passed on as written.
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode && ALIASES_OF_VERIFY_FULL.has(sslmode) && parsed.searchParams.get('uselibpqcompat') !== 'true') {
    parsed.searchParams.set('sslmode', 'verify-full');
  }
  return { connection: parsed.toString(), schema, startupOptions };
}
