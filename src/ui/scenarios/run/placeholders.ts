/**
 * The placeholders of a scenario's steps: `{{key}}`, `{{liveKey}}`, `{{partnerId}}`, `{{run}}`
 * and `{{N.path}}`, a value from the JSON answer of an earlier step. Any other `{{name}}` is left
 * as written, so a step can create a webhook whose template uses the gateway's own `{{status}}`.
 * A path may go on into a text that is a link: `{{1.redirectUrl.externalId}}` is the payment hash
 * the create-payment answer only gives inside its `redirectUrl`.
 */
import { queryParameters } from '../../scenario-links';

export interface PlaceholderValues {
  key: string;
  liveKey: string;
  partnerId: string;
  run: string;
  /** The parsed JSON answer of each step run so far (`undefined` when it was not JSON). */
  answers: unknown[];
}

/** A `{{N.path}}` that names a step not yet run or a value its answer lacks. */
export class PlaceholderError extends Error {
  override name = 'PlaceholderError';
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;
const NAMED = new Set(['key', 'liveKey', 'partnerId', 'run']);

/**
 * What a placeholder that cannot be filled does: `throw` its PlaceholderError (a step about to be
 * sent), or `keep` its text (a step shown to edit after the scenario stopped before it: its key
 * and answers known so far are filled, the rest left for the reader to see).
 */
export type Unfillable = 'throw' | 'keep';

/**
 * Fills every placeholder in the strings of `value` (objects and arrays walked, keys kept). A
 * string that is exactly one `{{N.path}}` takes the answer's value with its JSON type, so
 * `"price": "{{0.price}}"` stays a number; inside longer text a value is written as text.
 */
export function fillPlaceholders(value: unknown, values: PlaceholderValues, unfillable: Unfillable = 'throw'): unknown {
  if (typeof value === 'string') return fillString(value, values, unfillable);
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, values, unfillable));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, fillPlaceholders(item, values, unfillable)]));
  }
  return value;
}

/** Like fillPlaceholders, always answering text (for URLs and header values). */
export function fillText(text: string, values: PlaceholderValues, unfillable: Unfillable = 'throw'): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => asText(resolveOr(name, values, unfillable, whole) ?? whole));
}

function fillString(text: string, values: PlaceholderValues, unfillable: Unfillable): unknown {
  const alone = /^\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}$/.exec(text);
  if (alone && /^\d+\./.test(alone[1]!)) return resolveOr(alone[1]!, values, unfillable, text);
  return fillText(text, values, unfillable);
}

/** `resolve`, or `kept` for a placeholder that cannot be filled when `unfillable` says to keep it. */
function resolveOr(name: string, values: PlaceholderValues, unfillable: Unfillable, kept: string): unknown {
  try {
    return resolve(name, values);
  } catch (error) {
    if (unfillable === 'keep' && error instanceof PlaceholderError) return kept;
    throw error;
  }
}

/** The value a placeholder stands for; `undefined` for a name that is not ours. */
function resolve(name: string, values: PlaceholderValues): unknown {
  if (NAMED.has(name)) return values[name as keyof Omit<PlaceholderValues, 'answers'>];
  const [step, ...path] = name.split('.');
  if (!/^\d+$/.test(step!) || path.length === 0) return undefined;
  const index = Number(step);
  if (index >= values.answers.length) {
    throw new PlaceholderError(`{{${name}}} refers to step ${index}, which has not run yet.`);
  }
  let found: unknown = values.answers[index];
  for (const segment of path) {
    found =
      typeof found === 'string'
        ? queryParameters(found).find(([parameter]) => parameter === segment)?.[1]
        : found !== null && typeof found === 'object'
          ? (found as Record<string, unknown>)[segment]
          : undefined;
    if (found === undefined) throw new PlaceholderError(`{{${name}}}: the answer of step ${index} has no ${path.join('.')}.`);
  }
  return found;
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
