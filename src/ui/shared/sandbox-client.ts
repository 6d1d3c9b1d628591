/**
 * The UI's one client of the gateway: every sandbox helper a screen calls, typed by the routes'
 * declarations (`gateway/routes/`): their patterns, body and query schemas and answers.
 * It talks HTTP to whatever base URL it is given (the in-page virtual hosts, a Node server, an
 * embed's own sandbox): nothing here calls the gateway's code, only its types are imported.
 */
import type { z } from 'zod';
import type { HelperDeclaration, JsonAnswer, JsonOf, KeyOf, ParamsIn } from '../../gateway';

/**
 * The helpers the UI calls, keyed `METHOD path` as `gateway/routes/` declares them, and typed by
 * their declarations: `body` is what the route's schema accepts (its input side), `query` the
 * search parameters it reads, `answer` what its answer schema describes. The change stream is left
 * out: an EventSource reads it (`src/app/browser/server-changes.ts`), not one JSON answer.
 */
type HelperRoutes = {
  [D in HelperDeclaration as D['answer'] extends JsonAnswer ? KeyOf<D> : never]: (D extends { body: infer B extends z.ZodType }
    ? { body: z.input<B> }
    : unknown) &
    (D extends { query: infer Q extends z.ZodObject } ? { query: QueryOf<Q> } : unknown) & {
      answer: JsonOf<D['answer']>;
    };
};

/** A query string's parameters, each optional; a whole number may be given as a number. */
type QueryOf<Q extends z.ZodObject> = { [N in keyof z.input<Q>]?: string | number };

type HelperRoute = keyof HelperRoutes;
export type AnswerTo<R extends HelperRoute> = HelperRoutes[R]['answer'];

/** `GET /_sandbox/clock`: `now` in epoch milliseconds; `advance` while an advance runs there. */
export type ClockView = AnswerTo<'GET /_sandbox/clock'>;

/** `GET /_sandbox/summary`: how much is stored, counted from indexes, and the clock. */
export type SandboxSummary = AnswerTo<'GET /_sandbox/summary'>;

type PathOf<R> = R extends `${string} ${infer Path}` ? Path : never;

/** What a call of `route` must carry: its path parameters, body and query, each only when it has one. */
type CallOptions<R extends HelperRoute> = ([ParamsIn<PathOf<R>>] extends [never]
  ? unknown
  : { params: Record<ParamsIn<PathOf<R>>, string> }) &
  (HelperRoutes[R] extends { body: infer B } ? { body: B } : unknown) &
  (HelperRoutes[R] extends { query: infer Q } ? { query?: Q } : unknown);

/** `{base_url}` and `{status_base_url}` of the sandbox the client talks to. */
export interface SandboxOrigins {
  base: string;
  status: string;
}

export interface SandboxClient {
  readonly origins: SandboxOrigins;
  /**
   * Calls the gateway's public API at `path` with `key`, as a merchant would, and answers its JSON
   * body, or throws a HelperError. Its answers are typed by the caller: the interface is the contract.
   */
  callApi<T>(key: string, method: string, path: string, body?: unknown): Promise<T>;
  /** Calls a helper and answers its JSON body, or throws a HelperError with the gateway's status and message. */
  call<R extends HelperRoute>(route: R, ...options: {} extends CallOptions<R> ? [CallOptions<R>?] : [CallOptions<R>]): Promise<AnswerTo<R>>;
}

/** A non-2xx answer of a sandbox helper, carrying the gateway's status and message. */
export class HelperError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HelperError';
  }
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** A client of the sandbox at `origins`; `send` defaults to the page's fetch (its service worker answers). */
export function createSandboxClient(origins: SandboxOrigins, send: Fetch = (input, init) => fetch(input, init)): SandboxClient {
  return {
    origins,
    async call(route, ...[options]) {
      const { params, body, query } = (options ?? {}) as { params?: Record<string, string>; body?: unknown; query?: object };
      const [method, pattern] = route.split(' ') as [string, string];
      const response = await send(origins.base + urlOf(pattern, params, query), {
        method,
        headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      return answerOf(response);
    },
    async callApi(key, method, path, body) {
      const response = await send(origins.base + path, {
        method,
        headers: { 'X-API-KEY': key, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return answerOf(response);
    },
  };
}

/** The pattern with its parameters filled in (escaped) and the query's non-blank values appended. */
function urlOf(pattern: string, params: Record<string, string> = {}, query: object = {}): string {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'number') search.set(name, String(value));
    else if (typeof value === 'string' && value.trim() !== '') search.set(name, value.trim());
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function answerOf(response: Response): Promise<never> {
  const text = await response.text();
  const parsed = parseOrUndefined(text);
  if (!response.ok) {
    const message = (parsed as { message?: unknown } | undefined)?.message;
    throw new HelperError(response.status, typeof message === 'string' ? message : text || response.statusText);
  }
  return parsed as never;
}

/** A failed helper call as a line of text: the gateway's status and message when it answered. */
export function describeFailure(error: unknown): string {
  if (error instanceof HelperError) return `${error.status}: ${error.message}`;
  return (error as Error)?.message || String(error);
}

function parseOrUndefined(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
