/**
 * The Request the Node bridge hands the handler for a request with no body or a small one held
 * whole: nearly every API call. undici's Request costs a URL parse, a header table filled
 * through WebIDL conversions, and an AbortSignal of its own, about a twentieth of the CPU time
 * of creating a payment; this one keeps what Node's parser gave and builds its Headers only when
 * asked. It answers every member of the standard Request (TypeScript holds it to that), and
 * `clone()` and the rarely used readers fall back to a standard one. Two differences remain:
 * `instanceof Request` is false, and `url` is the listener's origin and the path as sent, not
 * normalised ("/a/./b" stays), so readers parse it, as the handler does with `new URL`.
 */
import { holdingBody, type HeldBody } from '../../http/held-body';

/** The members of a Request that only a browser's fetch reads, at their defaults. */
abstract class BodilessRequest implements Request {
  readonly cache: RequestCache = 'default';
  readonly credentials: RequestCredentials = 'same-origin';
  readonly destination: RequestDestination = '';
  readonly integrity: string = '';
  readonly keepalive: boolean = false;
  readonly mode: RequestMode = 'cors';
  readonly redirect: RequestRedirect = 'follow';
  readonly referrer: string = 'about:client';
  readonly referrerPolicy: ReferrerPolicy = '';
  abstract readonly method: string;
  abstract readonly url: string;
  abstract readonly headers: Headers;
  abstract readonly signal: AbortSignal;

  // What a standard Request without a body answers; `holdingBody` answers for a held one.
  // Accessors, not fields: a field on the instance would hide the held body's accessors.
  get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    return null;
  }
  get bodyUsed(): boolean {
    return false;
  }
  clone(): Request {
    return new Request(this.url, { method: this.method, headers: this.headers, signal: this.signal });
  }
  async text(): Promise<string> {
    return '';
  }
  async json(): Promise<unknown> {
    return JSON.parse('');
  }
  async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array();
  }
  async arrayBuffer(): Promise<ArrayBuffer> {
    return new ArrayBuffer(0);
  }
  async blob(): Promise<Blob> {
    return new Blob();
  }
  async formData(): Promise<FormData> {
    return this.clone().formData();
  }
}

/**
 * A request from a client of the Node server: `url` absolute, `method` as sent (Node's parser
 * refuses what is not a token), `rawHeaders` as Node lists them, `signal` called for the client's
 * signal when a route first asks for it, and the body held whole or none (GET and HEAD).
 */
export class ClientRequest extends holdingBody(
  BodilessRequest,
  (self, body) => new Request(self.url, { method: self.method, headers: self.headers, body, duplex: 'half' } as RequestInit),
) {
  readonly method: string;
  readonly url: string;
  readonly #rawHeaders: string[];
  #headers: Headers | undefined;
  readonly #signal: () => AbortSignal;

  constructor(method: string, url: string, rawHeaders: string[], signal: () => AbortSignal, body?: HeldBody) {
    super();
    this.method = normalizedMethod(method);
    this.url = url;
    this.#rawHeaders = rawHeaders;
    this.#signal = signal;
    if (body === undefined) return;
    if (this.method === 'GET' || this.method === 'HEAD') throw new TypeError(`Request with ${this.method} method cannot have a body`);
    this.hold(body);
  }

  get headers(): Headers {
    return (this.#headers ??= new Headers(headerPairs(this.#rawHeaders)));
  }

  /**
   * One header's value, read from Node's list without building `headers` (which a keyless route
   * never needs): repeated headers joined with ", " as Headers joins them.
   */
  header(name: string): string | null {
    if (this.#headers) return this.#headers.get(name);
    let value: string | null = null;
    for (let i = 0; i + 1 < this.#rawHeaders.length; i += 2) {
      if (this.#rawHeaders[i]!.length !== name.length || this.#rawHeaders[i]!.toLowerCase() !== name) continue;
      value = value === null ? this.#rawHeaders[i + 1]! : `${value}, ${this.#rawHeaders[i + 1]!}`;
    }
    return value;
  }

  get signal(): AbortSignal {
    return this.#signal();
  }
}

/**
 * Node's `rawHeaders` (name, value, name, value...) as pairs, repeated headers kept apart, as a
 * client sent them: Headers files pairs in one pass, and filled call by call costs half as much again.
 */
export function headerPairs(rawHeaders: string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) pairs.push([rawHeaders[i]!, rawHeaders[i + 1]!]);
  return pairs;
}

/** The methods a standard Request upper-cases, whatever case they were sent in. */
const NORMALIZED_METHODS = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT']);

function normalizedMethod(method: string): string {
  const upper = method.toUpperCase();
  return NORMALIZED_METHODS.has(upper) ? upper : method;
}

/** The value of header `name` (lower case) of any Request; a ClientRequest reads it without building its Headers. */
export function headerOf(request: Request, name: string): string | null {
  return request instanceof ClientRequest ? request.header(name) : request.headers.get(name);
}
