/**
 * One request of a scenario as the form shows it, and sending it with a fetch function: the
 * scenario runner and the "send again" of the shown step go through the same code.
 */

export interface StepRequest {
  method: string;
  url: string;
  /** `Name: value` lines, as the form edits them. */
  headers: string;
  /** Sent as it is; empty means no body. */
  body: string;
}

export interface StepAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The body read as text (an image answer reads as its bytes' text). */
  body: string;
  /** The body as an image when the answer is a PNG or an SVG (the QR banner), for a preview. */
  image?: { type: 'image/png' | 'image/svg+xml'; bytes: Uint8Array };
}

const BODYLESS = new Set(['GET', 'HEAD']);

/** `{name: value}` as the form's `Name: value` lines. */
export function headerLines(headers: Record<string, string> | undefined): string {
  return Object.entries(headers ?? {})
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}

/** The form's header lines as pairs; a line without a colon or a name is skipped. */
export function parseHeaderLines(lines: string): [string, string][] {
  return lines.split('\n').flatMap((line) => {
    const colon = line.indexOf(':');
    const name = colon === -1 ? '' : line.slice(0, colon).trim();
    return name ? [[name, line.slice(colon + 1).trim()] as [string, string]] : [];
  });
}

/** How long an event stream is heard when nothing says until when: it never ends by itself. */
const LISTEN_MS = 1_000;
/**
 * How long an event stream is still heard once what it listens for is done: the change stream
 * folds the writes of 50 ms into one event before it sends it.
 */
const LAST_EVENT_MS = 200;

export interface SendOptions {
  /**
   * For an event stream (`text/event-stream`, `GET /_sandbox/changes`), which never ends: hear it
   * until this settles, and a moment more for its last event, then stop. By default, `LISTEN_MS`.
   */
  listenUntil?: Promise<unknown>;
  /** Told as an event stream's head arrives, before its body is heard (the scenario runs on meanwhile). */
  onStream?: () => void;
}

/**
 * Sends the request; JSON is the default Content-Type of a body. A bad URL, a bad header name or
 * an unreachable host rejects with fetch's own error. An event stream's body is what it sent
 * while it was heard (`SendOptions.listenUntil`).
 */
export async function sendStep(fetcher: typeof fetch, request: StepRequest, options: SendOptions = {}): Promise<StepAnswer> {
  const headers = new Headers(parseHeaderLines(request.headers));
  const method = request.method.toUpperCase();
  const sendsBody = !BODYLESS.has(method) && request.body.trim() !== '';
  if (sendsBody && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const response = await fetcher(request.url.trim(), { method, headers, body: sendsBody ? request.body : undefined });
  const bytes = isEventStream(response) ? await heard(response, options) : new Uint8Array(await response.arrayBuffer());
  const body = new TextDecoder().decode(bytes);
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    body,
    image: imageOf(bytes, body),
  };
}

function isEventStream(response: Response): boolean {
  return (response.headers.get('Content-Type') ?? '').startsWith('text/event-stream');
}

/** What an event stream sends until `listenUntil` settles and its last event has had time to come; then it is closed. */
async function heard(response: Response, { listenUntil, onStream }: SendOptions): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      chunks.push(value);
    }
  })().catch(() => undefined);
  onStream?.();
  const until = listenUntil ?? new Promise((resolve) => setTimeout(resolve, LISTEN_MS));
  await until.catch(() => undefined);
  await Promise.race([reading, new Promise((resolve) => setTimeout(resolve, LAST_EVENT_MS))]);
  await reader.cancel().catch(() => undefined);
  await reading;
  return new Uint8Array(await new Blob(chunks as BlobPart[]).arrayBuffer());
}

/** The parsed JSON of an answer, or `undefined` when it is not JSON. */
export function jsonOf(answer: StepAnswer): unknown {
  try {
    return JSON.parse(answer.body);
  } catch {
    return undefined;
  }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

function imageOf(bytes: Uint8Array, text: string): StepAnswer['image'] {
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return { type: 'image/png', bytes };
  if (/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(text)) return { type: 'image/svg+xml', bytes };
  return undefined;
}
