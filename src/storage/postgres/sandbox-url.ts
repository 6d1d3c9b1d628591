/**
 * What a `postgres://` URL says to the sandbox beyond node-postgres's own parameters: `schema`
 * names the PostgreSQL schema that holds one sandbox, so that CI jobs or teams can each have
 * their own on one database; `options` (PostgreSQL's startup settings) is kept, added to the
 * store's own, which node-postgres would otherwise drop in favour of the URL's.
 */

interface SandboxUrl {
  /** The URL node-postgres connects with: `schema` and `options` taken out. */
  connection: string;
  /** The `schema` parameter, when given. */
  schema?: string;
  /** The `options` parameter (`-c name=value …`), when given. */
  startupOptions?: string;
}

/** `url`'s sandbox parameters, taken out of it; throws, saying why, on ones that cannot be used (the start fails). */
export function sandboxUrl(url: string): SandboxUrl {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema') ?? undefined;
  const startupOptions = parsed.searchParams.get('options') ?? undefined;
  if (schema !== undefined && schema.trim() === '') {
    throw new Error('The postgres:// URL has an empty schema: give one, as in ?schema=ci_job_1, or leave it out (public)');
  }
  // The store sets search_path to the sandbox's schema; the URL's would put the tables in one
  // schema while the store locks and listens in another's name.
  if (startupOptions !== undefined && /search_path/i.test(startupOptions)) {
    throw new Error("The postgres:// URL's options set search_path: name the sandbox's schema with ?schema=NAME instead");
  }
  parsed.searchParams.delete('schema');
  parsed.searchParams.delete('options');
  return { connection: parsed.toString(), schema, startupOptions };
}
