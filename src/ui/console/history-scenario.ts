/**
 * Console history as a scenario link: each request a step, oldest first. A scenario runs in a
 * workspace of its own with a partner made for it, so the keys the person typed (which name
 * nothing there) become `{{key}}` and `{{liveKey}}`. Pure but for the codec's compression.
 */
import { isUuid } from '../../gateway/ids';
import { encodeScenario, type Scenario, type ScenarioStep } from '../scenarios/scenario-codec';
import { headersOf, sendsBody, type ConsoleRequest } from './console-request';
import type { HistoryEntry } from './history';

/**
 * The scenario that sends `entries` (newest first, as the history lists them) in the order they
 * were sent. An id an earlier step's answer gave (a product's, a webhook's) becomes that step's
 * `{{N.path}}` wherever a later step uses it: the scenario makes its own records, with ids of
 * their own, so the ids the person's workspace gave would name nothing there.
 */
export function scenarioOfHistory(entries: readonly HistoryEntry[]): Scenario {
  const references = new Map<string, string>();
  const steps = [...entries].reverse().map((entry, index) => {
    const step = withReferences(stepOf(entry.request), references);
    for (const [id, path] of idsIn(entry.answer?.body)) if (!references.has(id)) references.set(id, `{{${index}.${path}}}`);
    return step;
  });
  const title = steps.length === 1 ? `${steps[0]!.method} ${new URL(steps[0]!.url).pathname}` : `${steps.length} console requests`;
  return { v: 1, title, steps };
}

/** The link's `<data>`: compressed only when that is shorter. */
export async function shortestScenarioData(scenario: Scenario): Promise<string> {
  const [plain, compressed] = await Promise.all([encodeScenario(scenario), encodeScenario(scenario, { compress: true })]);
  return compressed.length < plain.length ? compressed : plain;
}

function stepOf(request: ConsoleRequest): ScenarioStep {
  const headers = Object.fromEntries(
    headersOf(request)
      // JSON is a step's default body type.
      .filter(([name]) => name !== 'Content-Type')
      .map(([name, value]) => [name, name === 'X-API-KEY' ? keyPlaceholder(value) : value]),
  );
  return {
    method: request.method,
    url: request.url.trim(),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(sendsBody(request) ? { body: jsonOrText(request.body) } : {}),
  };
}

/** The scenario's own key of the same environment; anything else is kept as typed (a test of a bad key). */
function keyPlaceholder(key: string): string {
  if (key.startsWith('sk_test_')) return '{{key}}';
  if (key.startsWith('sk_live_')) return '{{liveKey}}';
  return key;
}

/** A JSON body as its value, so the scenario reads as JSON; anything else as the text sent. */
function jsonOrText(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** A UUID anywhere in a text; ids are compared in lower case, as the gateway reads them. */
const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** A path part that `{{N.path}}` can name. */
const PATH_PART = /^[A-Za-z0-9_-]+$/;

/**
 * Each UUID in a JSON answer (in lower case), with its path as `{{N.path}}` writes it (`id`,
 * `keys.0.id`); one under a key a placeholder cannot name is left out.
 */
function idsIn(answerBody: string | undefined): [string, string][] {
  let answer: unknown;
  try {
    answer = JSON.parse(answerBody ?? '');
  } catch {
    return [];
  }
  const found: [string, string][] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string' && isUuid(value) && path.length > 0) found.push([value.toLowerCase(), path.join('.')]);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) if (PATH_PART.test(key)) walk(inner, [...path, key]);
    }
  };
  walk(answer, []);
  return found;
}

/** `step` with every id in `references` written as its reference, in the URL and the body's texts. */
function withReferences(step: ScenarioStep, references: ReadonlyMap<string, string>): ScenarioStep {
  if (references.size === 0) return step;
  const replaced = (text: string) => text.replace(UUID_IN_TEXT, (id) => references.get(id.toLowerCase()) ?? id);
  const inBody = (value: unknown): unknown =>
    typeof value === 'string'
      ? replaced(value)
      : Array.isArray(value)
        ? value.map(inBody)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inBody(inner)]))
          : value;
  return { ...step, url: replaced(step.url), ...('body' in step ? { body: inBody(step.body) } : {}) };
}
