/**
 * The UI's one client of the gateway: every sandbox helper a screen calls, typed by the route
 * table's patterns, the zod schemas that validate the bodies and the gateway modules' answers.
 * It talks HTTP to whatever base URL it is given (the in-page virtual hosts, a Node server, an
 * embed's own sandbox): nothing here calls the gateway's code, only its types are imported.
 */
import type { z } from 'zod';
import type {
  AdvanceProgress,
  checkoutPaySchema,
  clockAdvanceSchema,
  clockSetSchema,
  faultsUpdateSchema,
  Gateway,
  keyCreateSchema,
  keyRevokeSchema,
  notificationSettingsSchema,
  partnerCreateSchema,
  paymentMoveSchema,
  receiverScriptSchema,
  RecordCollection,
  RecordPage,
  SandboxRuntime,
  Snapshot,
  webhookSendSchema,
} from '../../gateway';

type AnswerOf<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** `GET /_sandbox/clock`: `now` in epoch milliseconds; `advance` while an advance runs there. */
export type ClockView = Awaited<ReturnType<SandboxRuntime['clockView']>> & { advance?: AdvanceProgress };

/** `GET /_sandbox/summary`: how much is stored, counted from indexes, and the clock. */
export type SandboxSummary = AnswerOf<Gateway['sandbox']['counts']> & { clock: ClockView };

/** The records browser's reads: each collection is a route of its own (`src/http/routes/sandbox/records.ts`). */
type RecordRoutes = {
  [C in RecordCollection as `GET /_sandbox/records/${C}`]: {
    /** `after`: the previous page's `nextCursor`; `q`: an exact id, hash, externalId or shortName. */
    query: { limit?: number; after?: string; productId?: string; partnerId?: string; env?: string; q?: string };
    answer: RecordPage<C>;
  };
} & {
  [C in RecordCollection as `GET /_sandbox/records/${C}/:id`]: { answer: AnswerOf<Gateway['records']['detail']> };
};

/**
 * The helpers the UI calls, keyed `METHOD path` exactly as `src/http/routes` declares them.
 * `body` is what the route's schema accepts (its input side); `query` the search parameters it reads.
 * Written out, since the UI may not import `http/`: `sandbox-client.test.ts` checks it against the
 * route table both ways (every key a declared route, every declared helper a key, bar two named).
 */
interface HelperRoutes extends RecordRoutes {
  'GET /_sandbox/partners': { answer: AnswerOf<Gateway['auth']['listPartners']> };
  'POST /_sandbox/partners': {
    body: z.input<typeof partnerCreateSchema>;
    answer: AnswerOf<Gateway['auth']['createPartner']>;
  };
  'POST /_sandbox/keys': {
    body: z.input<typeof keyCreateSchema>;
    answer: AnswerOf<Gateway['auth']['createKey']>;
  };
  'GET /_sandbox/faults': { answer: AnswerOf<Gateway['faults']['read']> };
  'PUT /_sandbox/faults': {
    body: z.input<typeof faultsUpdateSchema>;
    answer: AnswerOf<Gateway['faults']['update']>;
  };
  'POST /_sandbox/keys/revoke': {
    body: z.input<typeof keyRevokeSchema>;
    answer: AnswerOf<Gateway['auth']['revokeKey']>;
  };
  'GET /_sandbox/checkout/:paymentHash': { answer: AnswerOf<Gateway['checkout']['view']> };
  'POST /_sandbox/checkout/:paymentHash/pay': {
    body: z.input<typeof checkoutPaySchema>;
    answer: AnswerOf<Gateway['checkout']['pay']>;
  };
  'POST /_sandbox/payments/:paymentHash/status': {
    body: z.input<typeof paymentMoveSchema>;
    answer: AnswerOf<Gateway['payments']['move']>;
  };
  'GET /_sandbox/clock': { answer: ClockView };
  'POST /_sandbox/clock': { body: z.input<typeof clockSetSchema>; answer: ClockView };
  /** `stopped` when the advance was stopped before its target. */
  'POST /_sandbox/clock/advance': { body: z.input<typeof clockAdvanceSchema>; answer: ClockView & { stopped?: boolean } };
  'POST /_sandbox/clock/advance/stop': { answer: ClockView & { stopped: boolean } };
  'POST /_sandbox/clock/next-due': { answer: ClockView & { ran: boolean } };
  'GET /_sandbox/deliveries': {
    /** All, oldest first; or with `limit` only the newest that many, in the order they were created; `before`: older than this attempt id. */
    query: { webhookId?: string; paymentHash?: string; limit?: number; before?: string };
    answer: AnswerOf<Gateway['sandbox']['deliveries']>;
  };
  'GET /_sandbox/receivers': { answer: AnswerOf<Gateway['receivers']['list']> };
  'PUT /_sandbox/receivers/:name': {
    body: z.input<typeof receiverScriptSchema>;
    answer: AnswerOf<Gateway['receivers']['script']>;
  };
  'GET /_sandbox/products/:productId/notifications': { answer: AnswerOf<Gateway['sandbox']['notifications']> };
  'PUT /_sandbox/products/:productId/notifications': {
    body: z.input<typeof notificationSettingsSchema>;
    answer: AnswerOf<Gateway['sandbox']['setNotifications']>;
  };
  'GET /_sandbox/webhooks/:webhookId/secret': { answer: AnswerOf<Gateway['replays']['secret']> };
  'POST /_sandbox/webhooks/:webhookId/check': { answer: AnswerOf<Gateway['receiverCheck']['check']> };
  'POST /_sandbox/webhooks/:webhookId/send': {
    body: z.input<typeof webhookSendSchema>;
    answer: AnswerOf<Gateway['replays']['send']>;
  };
  'POST /_sandbox/deliveries/:deliveryId/redeliver': { answer: AnswerOf<Gateway['replays']['redeliver']> };
  /** The default payload the payment would carry if it moved to `status` now. */
  'GET /_sandbox/payments/:paymentHash/payload': {
    query: { status?: string };
    answer: AnswerOf<Gateway['payloadPreview']['preview']>;
  };
  'GET /_sandbox/summary': { answer: SandboxSummary };
  'GET /_sandbox/export': { answer: Snapshot };
  /** The OpenAPI document of every route; its shape is the reader's to describe. */
  'GET /_sandbox/openapi.json': { answer: unknown };
  /** The text is sent as it is: the gateway checks the whole snapshot (the page only its envelope). */
  'POST /_sandbox/import': { body: string; answer: SandboxSummary };
  'POST /_sandbox/reset': { answer: SandboxSummary };
}

export type HelperRoute = keyof HelperRoutes;
export type AnswerTo<R extends HelperRoute> = HelperRoutes[R]['answer'];

type PathOf<R> = R extends `${string} ${infer Path}` ? Path : never;
type ParamsIn<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsIn<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

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
