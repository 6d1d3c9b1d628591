/**
 * The package's entry, `import { startSandbox } from 'gateway-playground'`: the same server as
 * `gateway-playground serve`, started inside a test run (a vitest `globalSetup`, a Jest global
 * setup, a script), with a small test API over its `/_sandbox/` helpers; and the signature helpers
 * a merchant's receiver tests need. Its types are declared here, in this file, so the package's
 * declaration is this file's own, with nothing internal to reach.
 */
import { signatureHeader as signedHeader, SignatureVerificationError, verifySignatureNow } from '../../gateway/webhooks';
import { startServer } from './server';

export interface StartSandboxOptions {
  /** Sandbox `{base_url}` port; the other hosts take the next three. Default: free ports for all. */
  port?: number;
  /**
   * A database file (created when absent), or a `postgres://user:pass@host:port/db` URL, that keeps
   * the sandbox across runs and shares it with other servers on it. Default: in memory, loading no
   * native module (a file needs better-sqlite3 built).
   */
  db?: string;
  /** Start the clock in this mode; simulated time starts now. Default: real time (or the stored clock of `db`). */
  clock?: 'real' | 'simulated';
}

/** What `startSandbox` knows: any other option is refused by name (a misspelt `prot` is not ignored). */
const KNOWN_OPTIONS = ['port', 'db', 'clock'] as const satisfies readonly (keyof StartSandboxOptions)[];

/** A partner as `POST /_sandbox/partners` creates it, with its sandbox and production keys. */
export interface SandboxPartner {
  id: string;
  name: string;
  keys: { sandbox: string; production: string };
}

/** A payment's status, as the interface names them. */
export type SandboxPaymentStatus =
  | 'INITIALIZED'
  | 'PENDING'
  | 'WAITING_FOR_EXTERNAL_ACTION'
  | 'COMPLETED'
  | 'CANCELED'
  | 'ERROR'
  | 'REFUNDED';

/** A payment as stored (`GET /_sandbox/payments/{hash}`), the fields a test reads. */
export interface SandboxPayment {
  hash: string;
  externalId: string;
  productId: string;
  price: number | null;
  status: SandboxPaymentStatus;
  details: Record<string, unknown>;
  statusHistory: { status: SandboxPaymentStatus; at: number; paymentMethod?: string }[];
}

/** How `pay` pays: the checkout's method (default `BLIK`) and, for BLIK, its code (default `777123`). */
export interface PayOptions {
  paymentMethod?: 'GPAY' | 'APAY' | 'BLIK' | 'CARD' | 'TRANSFER' | 'PAY_BY_LINK' | 'PAYPO';
  /** Six digits; the sandbox accepts codes starting 777 and declines the others. */
  blikCode?: string;
}

/** One delivery attempt of a webhook notification (times are epoch milliseconds, on the gateway's clock). */
export interface SandboxDeliveryAttempt {
  id: string;
  webhookId: string;
  paymentHash: string;
  requestId: string;
  /** Counts from 1. */
  attempt: number;
  scheduledAt: number;
  sentAt: number | null;
  state: 'PENDING' | 'IN_FLIGHT' | 'SUCCEEDED' | 'FAILED';
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
  /** The call as it went out: its `X-Service-Signature` is signed at the real time it was sent. */
  request: { method: string; url: string; headers: Record<string, string>; body: string };
}

/** Which attempts `deliveries` answers: of one payment, of one webhook, or all. */
export interface DeliveriesQuery {
  paymentHash?: string;
  webhookId?: string;
}

/** Drives the sandbox from a test; each method is one call to its `/_sandbox/` helpers. */
export interface SandboxTestApi {
  /** Creates a partner (with a settlement account) and answers its id, name and keys. */
  createPartner(options?: { name?: string }): Promise<SandboxPartner>;
  /** Pays as the hosted checkout does, by its rules (BLIK with code 777123 unless told otherwise). */
  pay(paymentHash: string, options?: PayOptions): Promise<SandboxPayment>;
  /** Moves the payment to `status` (as the customer or the provider would), sending the notifications due. */
  move(paymentHash: string, status: SandboxPaymentStatus): Promise<SandboxPayment>;
  /** Moves simulated time on by `ms`; resolves once every delivery that fell due has run. */
  advance(ms: number): Promise<{ mode: 'simulated'; now: number }>;
  /** The delivery attempts, oldest first. */
  deliveries(query?: DeliveriesQuery): Promise<SandboxDeliveryAttempt[]>;
  /** Empties the sandbox, and puts the clock back to real time. */
  reset(): Promise<void>;
}

export interface RunningSandbox extends SandboxTestApi {
  /** `{base_url}`, sandbox environment (`sk_test_` keys), e.g. `http://127.0.0.1:4010`. */
  baseUrl: string;
  /** `{status_base_url}`, sandbox environment. */
  statusBaseUrl: string;
  /** `{base_url}` of the emulated production environment (`sk_live_` keys). */
  liveBaseUrl: string;
  /** `{status_base_url}` of the emulated production environment. */
  liveStatusBaseUrl: string;
  /** `{checkout_url}`: the hosted checkout that `redirectUrl` opens, payable. */
  checkoutUrl: string;
  /** Stops the server; resolves once every port is closed (the database is let go after). */
  close(): Promise<void>;
}

/**
 * Starts the sandbox on 127.0.0.1. Rejects, leaving nothing open, when a port is taken, and with
 * a TypeError naming the option when one is not what the types say (JavaScript callers have no
 * compiler to tell them: a clock mode misspelt would otherwise be stored as it is).
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const unknown = Object.keys(options).filter((name) => !(KNOWN_OPTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    const named = unknown.map((name) => JSON.stringify(name)).join(', ');
    throw new TypeError(`startSandbox: unknown option ${named} (it takes ${KNOWN_OPTIONS.join(', ')})`);
  }
  const { port = 0, db, clock } = options;
  if (!(Number.isInteger(port) && port >= 0 && port <= 65535)) {
    throw new TypeError(`startSandbox: port must be a whole number from 0 to 65535, not ${JSON.stringify(port)}`);
  }
  if (db !== undefined && (typeof db !== 'string' || db === '')) {
    throw new TypeError(`startSandbox: db must be a database file name or a postgres:// URL, not ${JSON.stringify(db)}`);
  }
  if (clock !== undefined && clock !== 'real' && clock !== 'simulated') {
    throw new TypeError(`startSandbox: clock must be "real" or "simulated", not ${JSON.stringify(clock)}`);
  }
  const server = await startServer({ port, dbFile: db, clock });
  return {
    baseUrl: server.baseUrl,
    statusBaseUrl: server.statusUrl,
    liveBaseUrl: server.liveBaseUrl,
    liveStatusBaseUrl: server.liveStatusUrl,
    checkoutUrl: server.checkoutUrl,
    close: () => server.close(),
    ...testApi(server.baseUrl),
  };
}

/**
 * The test API of a sandbox started elsewhere: in a vitest `globalSetup` (whose `startSandbox()`
 * answer cannot be handed to the test files, only its `baseUrl`), or by `gateway-playground serve`.
 */
export function connectSandbox(baseUrl: string): SandboxTestApi {
  if (!URL.canParse(baseUrl))
    throw new TypeError(`connectSandbox: baseUrl must be the sandbox's {base_url}, not ${JSON.stringify(baseUrl)}`);
  return testApi(baseUrl.replace(/\/+$/, ''));
}

/** The code the test API pays BLIK with unless told otherwise: the sandbox accepts codes starting 777. */
const BLIK_CODE = '777123';

/**
 * The test API of a running sandbox: each method is one call to the sandbox's own `/_sandbox/`
 * helpers over HTTP, the routes and rules the page and `curl` use, so a test drives exactly what a
 * merchant's back end meets.
 */
function testApi(baseUrl: string): SandboxTestApi {
  /** One helper call; a refusal rejects with the helper's status and message. */
  async function helper<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const init: RequestInit =
      body === undefined ? { method } : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
    const response = await fetch(`${baseUrl}/_sandbox${path}`, init);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} /_sandbox${path} answered ${response.status}: ${messageOf(text)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const payment = (hash: string) => `/payments/${encodeURIComponent(hash)}`;
  return {
    createPartner: ({ name } = {}) => helper<SandboxPartner>('POST', '/partners', name === undefined ? {} : { name }),
    async pay(paymentHash, { paymentMethod = 'BLIK', blikCode }: PayOptions = {}) {
      const body = paymentMethod === 'BLIK' ? { paymentMethod, blikCode: blikCode ?? BLIK_CODE } : { paymentMethod, blikCode };
      return (await helper<{ payment: SandboxPayment }>('POST', `/checkout/${encodeURIComponent(paymentHash)}/pay`, body)).payment;
    },
    move: (paymentHash, status) => helper<SandboxPayment>('POST', `${payment(paymentHash)}/status`, { status }),
    advance: (ms) => helper('POST', '/clock/advance', { ms }),
    deliveries({ paymentHash, webhookId }: DeliveriesQuery = {}) {
      const query = new URLSearchParams();
      if (paymentHash !== undefined) query.set('paymentHash', paymentHash);
      if (webhookId !== undefined) query.set('webhookId', webhookId);
      const search = query.size > 0 ? `?${query}` : '';
      return helper<SandboxDeliveryAttempt[]>('GET', `/deliveries${search}`);
    },
    async reset() {
      await helper('POST', '/reset');
    },
  };
}

/** The `message` of a `{status, message}` answer, else the text itself. */
function messageOf(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) return String(parsed.message);
  } catch {
    // Not JSON: the text as it is.
  }
  return text;
}

export interface SignatureHeaderOptions {
  /** When it was signed, unix seconds (as `t` carries it). Default: now. */
  timestamp?: number;
}

/**
 * The `X-Service-Signature` value the gateway would send with `rawBody` signed by `secret` (the
 * webhook's `signingSecret`): for a receiver's own tests, as Stripe's `generateTestHeaderString`.
 */
export function signatureHeader(
  rawBody: string,
  secret: string,
  { timestamp = Math.floor(Date.now() / 1000) }: SignatureHeaderOptions = {},
): string {
  if (!Number.isInteger(timestamp))
    throw new TypeError(`signatureHeader: timestamp is whole unix seconds, not ${JSON.stringify(timestamp)}`);
  return signedHeader(secret, rawBody, timestamp);
}

export interface VerifySignatureOptions {
  /** How far `t` may be from `now`, in seconds. Default 300. */
  toleranceSeconds?: number;
  /**
   * The receiver's time, epoch milliseconds, as `Date.now()` answers it (Stripe's `receivedAt`
   * habit). Default: `Date.now()`. The gateway signs with real time, simulated time or not.
   */
  now?: number;
}

/**
 * Whether `header` (the `X-Service-Signature` received) signs `rawBody` (the exact bytes received,
 * as a string or a Buffer: parsed and re-serialised JSON no longer matches) with `secret`, at a
 * `t` within the tolerance of now.
 */
export function verifySignature(
  rawBody: string | Uint8Array,
  header: string | readonly string[] | null | undefined,
  secret: string,
  { toleranceSeconds = 300, now = Date.now() }: VerifySignatureOptions = {},
): boolean {
  // Seconds passed as `now` would make every signature decades stale: say so instead.
  if (!(now > 1e11)) throw new TypeError(`verifySignature: now is epoch milliseconds (Date.now()), not ${JSON.stringify(now)}`);
  // A header sent twice is not one the gateway sends.
  const value = typeof header === 'string' || header == null ? header : header.length === 1 ? header[0] : undefined;
  let body: string;
  try {
    body = typeof rawBody === 'string' ? rawBody : new TextDecoder('utf-8', { fatal: true }).decode(rawBody);
  } catch {
    return false;
  }
  try {
    verifySignatureNow({ secret, body, header: value, toleranceSeconds, nowSeconds: Math.floor(now / 1000) });
    return true;
  } catch (error) {
    if (error instanceof SignatureVerificationError) return false;
    throw error;
  }
}
