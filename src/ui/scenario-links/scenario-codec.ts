/**
 * A scenario and its link form (sandbox contract, "Links and embeds"): the `<data>` of
 * `#/scenario/<data>` and `#/embed/<data>` is the base64url of the scenario's UTF-8 JSON, or `z.`
 * and the base64url of its deflate-raw compression. Pure: the browser and Node both have
 * CompressionStream, TextEncoder and atob.
 */
import { z } from 'zod';

const stepSchema = z.object({
  method: z.string().min(1),
  url: z.string().min(1),
  headers: z.record(z.string(), z.string()).optional(),
  body: z.unknown().optional(),
  /**
   * Why the step is not sent: a request that got no answer when it was recorded (a host that does
   * not exist, the network down). It stays in the scenario, to read, and keeps its number.
   */
  skip: z.string().optional(),
});

const scenarioSchema = z
  .object({
    v: z.literal(1),
    title: z.string().optional(),
    steps: z.array(stepSchema).min(1),
    show: z.number().int().nonnegative().optional(),
  })
  .refine((scenario) => scenario.show === undefined || scenario.show < scenario.steps.length, {
    message: '"show" names a step the scenario does not have',
    path: ['show'],
  });

export type ScenarioStep = z.infer<typeof stepSchema>;
export type Scenario = z.infer<typeof scenarioSchema>;

/** A link whose data is not a scenario; its message says what is wrong, for the person who opened it. */
export class ScenarioLinkError extends Error {
  override name = 'ScenarioLinkError';
}

const COMPRESSED = 'z.';

/**
 * The largest scenario the app runs: 1 MiB of JSON, the most the gateway takes in one request
 * body. A longer link, or compressed data that inflates past it, is refused before it is read
 * whole: a few kilobytes of deflate could otherwise unpack to gigabytes.
 */
export const MAX_SCENARIO_BYTES = 1024 * 1024;
/** The longest `<data>` read: base64url of MAX_SCENARIO_BYTES, a third longer. */
const MAX_DATA_LENGTH = Math.ceil((MAX_SCENARIO_BYTES * 4) / 3);
const TOO_LARGE = 'The link holds a scenario too large to run: the app accepts up to 1 MiB of scenario JSON.';

/** The index of the step the user sees: `show`, or the last step. */
export function shownStep(scenario: Scenario): number {
  return scenario.show ?? scenario.steps.length - 1;
}

/** Reads the `<data>` of a link; throws ScenarioLinkError naming what is wrong. */
export async function decodeScenario(data: string): Promise<Scenario> {
  if (data.length > MAX_DATA_LENGTH + COMPRESSED.length) throw new ScenarioLinkError(TOO_LARGE);
  const compressed = data.startsWith(COMPRESSED);
  const bytes = fromBase64Url(compressed ? data.slice(COMPRESSED.length) : data);
  const json = compressed ? await inflate(bytes) : utf8(bytes);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new ScenarioLinkError('The link holds no scenario: its data is not JSON.');
  }
  const result = scenarioSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new ScenarioLinkError(`The link's scenario is not valid${where}: ${issue.message}`);
  }
  return result.data;
}

/** The `<data>` of a link to `scenario`; `compress` gives the shorter `z.` form. */
export async function encodeScenario(scenario: Scenario, { compress = false } = {}): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(scenario));
  return compress ? COMPRESSED + toBase64Url(await deflate(bytes)) : toBase64Url(bytes);
}

/** Base64url with or without its padding: RFC 4648 allows both, and encoders differ. */
function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(text) || text.length % 4 === 1) {
    throw new ScenarioLinkError('The link holds no scenario: its data is not base64url.');
  }
  try {
    const binary = atob(text.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    throw new ScenarioLinkError('The link holds no scenario: its data is not base64url.');
  }
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function utf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ScenarioLinkError('The link holds no scenario: its data is not UTF-8 text.');
  }
}

async function inflate(bytes: Uint8Array): Promise<string> {
  try {
    const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.length;
      if (size > MAX_SCENARIO_BYTES) {
        void reader.cancel().catch(() => undefined);
        throw new ScenarioLinkError(TOO_LARGE);
      }
      chunks.push(read.value);
    }
    const whole = new Uint8Array(size);
    chunks.reduce((offset, chunk) => (whole.set(chunk, offset), offset + chunk.length), 0);
    return utf8(whole);
  } catch (error) {
    if (error instanceof ScenarioLinkError) throw error;
    throw new ScenarioLinkError('The link holds no scenario: its compressed data is damaged.');
  }
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The link's `<data>`: compressed only when that is shorter. */
export async function shortestScenarioData(scenario: Scenario): Promise<string> {
  const [plain, compressed] = await Promise.all([encodeScenario(scenario), encodeScenario(scenario, { compress: true })]);
  return compressed.length < plain.length ? compressed : plain;
}
