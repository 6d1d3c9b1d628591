/**
 * Requests and Responses whose body is held whole in memory instead of as a web stream.
 *
 * undici (Node's fetch) turns every body into a web stream as its Request or Response is built
 * (in Node 20 a transferable one, which costs more again), and reading it back takes a reader.
 * Nearly every body here is a small JSON text that is read whole, and in the Node server those
 * streams cost a fifth of the CPU time of creating a payment. A held body becomes a stream only
 * when `body` is asked for; the reading methods take it as it is.
 *
 * The object itself is built without a body, so these classes answer every member of the Body
 * mixin themselves, and stand in for a standard Request or Response wherever it is used through
 * those members: msw in the page reads `body` or clones, the tests call `json()`. Not where
 * undici reads its own inner body instead: `new Request(held)` or `fetch(held)` would send none,
 * so a held object is never passed on whole. The callers give the Content-Type; none is guessed.
 * `holdingBody` lends the holding to a base class: Response here, and the Node bridge's own
 * light Request (`app/node/client-request.ts`).
 */

/** A body held whole: a text or its bytes. */
export type HeldBody = string | Uint8Array<ArrayBuffer>;

/** What Request and Response share: the Body mixin and `clone()`. */
interface BodyOwner extends Body {
  clone(): BodyOwner;
}
// A mixin's base must take any arguments (TS2545).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BodyOwnerClass = abstract new (...args: any[]) => BodyOwner;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Marks the objects `holdingBody` makes, on their prototypes: they hold whatever their base. */
const HOLDS_BODIES = Symbol('holds bodies');

/**
 * The body `owner` holds whole, taken (the owner then reads as used); undefined when it holds
 * none, so its body is read the usual way.
 */
export function takeHeldBody(owner: Body): HeldBody | undefined {
  return HOLDS_BODIES in owner ? (owner as InstanceType<ReturnType<typeof holdingBody>>).takeHeld() : undefined;
}

/**
 * `base` with a body that can be held: call `hold` right after construction (the base built
 * with no body). `standard` makes a plain object of the base's kind with a given body, for
 * `clone()` and the methods that have nothing to gain from holding.
 */
export function holdingBody<Base extends BodyOwnerClass>(
  base: Base,
  standard: (self: InstanceType<Base>, body: BodyInit | null) => InstanceType<Base>,
) {
  abstract class HoldingBody extends base {
    declare readonly [HOLDS_BODIES]: true;

    /** Whether the body is held here; when not, the base's own body (if any) is the body. */
    #holds = false;
    /** The body, until it is read or handed out as a stream. */
    #held: HeldBody | undefined;
    /** Taken whole: `body` is then an empty stream already read. */
    #taken = false;
    /** The stream `body` handed out. */
    #stream: ReadableStream<Uint8Array<ArrayBuffer>> | undefined;

    protected hold(body: HeldBody): void {
      this.#holds = true;
      this.#held = body;
    }

    /** Takes the held body as it is, or undefined when none is held (then read it as usual). */
    takeHeld(): HeldBody | undefined {
      const held = this.#held;
      if (held === undefined) return undefined;
      this.#held = undefined;
      this.#taken = true;
      return held;
    }

    override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
      if (!this.#holds) return super.body;
      if (this.#held !== undefined) {
        this.#stream = new Response(this.#held).body!;
        this.#held = undefined;
      }
      return (this.#stream ??= readStream());
    }

    override get bodyUsed(): boolean {
      if (!this.#holds) return super.bodyUsed;
      return this.#taken || (this.#stream?.locked ?? false);
    }

    override async text(): Promise<string> {
      const held = this.takeHeld();
      if (held === undefined) return this.#holds ? this.#standardCopy().text() : super.text();
      // UTF-8 decoding drops a leading byte order mark, from a text as from bytes.
      return typeof held === 'string' ? held.replace(/^\uFEFF/, '') : decoder.decode(held);
    }

    override async json(): Promise<unknown> {
      return JSON.parse(await this.text());
    }

    override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
      const held = this.takeHeld();
      if (held === undefined) return this.#holds ? this.#standardCopy().bytes() : super.bytes();
      return typeof held === 'string' ? encoder.encode(held) : held.slice();
    }

    override async arrayBuffer(): Promise<ArrayBuffer> {
      return (await this.bytes()).buffer;
    }

    override async blob(): Promise<Blob> {
      return this.#holds ? this.#standardCopy().blob() : super.blob();
    }

    override async formData(): Promise<FormData> {
      return this.#holds ? this.#standardCopy().formData() : super.formData();
    }

    /** A standard object of the base's kind with the same body. */
    override clone(): this {
      if (!this.#holds) return super.clone() as this;
      if (this.bodyUsed) throw new TypeError('Body has already been used');
      if (this.#held !== undefined) return standard(this as InstanceType<Base>, this.#held) as this;
      const [mine, theirs] = this.#stream!.tee();
      this.#stream = mine;
      return standard(this as InstanceType<Base>, theirs) as this;
    }

    /** A standard object over the body as a stream: reads it the standard way, and fails once used. */
    #standardCopy(): BodyOwner {
      return standard(this as InstanceType<Base>, this.body);
    }
  }
  Object.defineProperty(HoldingBody.prototype, HOLDS_BODIES, { value: true });
  return HoldingBody;
}

/** A Response whose body, a text or bytes, is held whole. */
export class HeldBodyResponse extends holdingBody(Response, (self, body) => new Response(body, self)) {
  constructor(body: HeldBody, init: ResponseInit) {
    super(null, init);
    if (NULL_BODY_STATUSES.has(this.status)) throw new TypeError(`Response with status ${this.status} cannot have a body`);
    this.hold(body);
  }
}

/** The statuses whose answers have no body, which the standard constructor refuses one for. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** An empty stream, already read: what `body` is once the held body was taken. */
function readStream(): ReadableStream<Uint8Array<ArrayBuffer>> {
  const stream = new Response('').body!;
  void stream.getReader().read();
  return stream;
}
