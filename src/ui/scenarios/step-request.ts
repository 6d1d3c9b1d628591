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

/**
 * Sends the request; JSON is the default Content-Type of a body. A bad URL, a bad header name or
 * an unreachable host rejects with fetch's own error.
 */
export async function sendStep(fetcher: typeof fetch, request: StepRequest): Promise<StepAnswer> {
  const headers = new Headers(parseHeaderLines(request.headers));
  const method = request.method.toUpperCase();
  const sendsBody = !BODYLESS.has(method) && request.body.trim() !== '';
  if (sendsBody && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const response = await fetcher(request.url.trim(), { method, headers, body: sendsBody ? request.body : undefined });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const body = new TextDecoder().decode(bytes);
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    body,
    image: imageOf(bytes, body),
  };
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
