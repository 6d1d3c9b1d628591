/**
 * What an answer gives that a later request uses: each id, payment hash and `externalId`, with the
 * `{{N.path}}` that names it. A scenario runs in a workspace of its own, where every record gets
 * new ids, so a step that reuses a value an earlier answer gave must refer to it, never copy it.
 * Pure.
 */
import { isUuid } from '../../gateway';
import { queryParameters } from './query-parameters';
import type { ScenarioStep } from './scenario-codec';

/** A value as lookups compare it: ids in lower case, as the gateway reads them. */
function valueKey(value: string): string {
  return isUuid(value) ? value.toLowerCase() : value;
}

/** Shorter values (a `"1"`, an `"a-1"`) are too likely to be typed by chance to be taken for ids. */
const SHORTEST_ID = 6;
/** A path part that `{{N.path}}` can name. */
const PATH_PART = /^[A-Za-z0-9_-]+$/;

/** A key whose value names a record or a payment: `id`, `hash`, `externalId`, `productId`, `productIds`. */
function namesRecord(key: string): boolean {
  return key === 'id' || key === 'hash' || key === 'externalId' || /[a-z](Id|Hash|Ids|Hashes)$/.test(key);
}

/**
 * Each value the JSON `answerBody` gives, with its path as `{{N.path}}` writes it (`id`,
 * `keys.0.id`, `redirectUrl.externalId`), in document order: every UUID, every text under a key
 * that names a record, and such query parameters of a link. Not JSON gives nothing.
 */
export function valuesGiven(answerBody: string | undefined): [value: string, path: string][] {
  let answer: unknown;
  try {
    answer = JSON.parse(answerBody ?? '');
  } catch {
    return [];
  }
  const found: [string, string][] = [];
  const give = (value: string, path: string[]) => found.push([valueKey(value), path.join('.')]);
  const walk = (value: unknown, path: string[], named: boolean) => {
    if (typeof value === 'string') {
      if (path.length > 0 && (isUuid(value) || (named && value.length >= SHORTEST_ID))) give(value, path);
      for (const [name, inner] of queryParameters(value)) {
        if (PATH_PART.test(name) && namesRecord(name) && inner.length >= SHORTEST_ID) give(inner, [...path, name]);
      }
    } else if (Array.isArray(value)) {
      value.forEach((inner, index) => walk(inner, [...path, String(index)], named));
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) if (PATH_PART.test(key)) walk(inner, [...path, key], namesRecord(key));
    }
  };
  walk(answer, [], false);
  return found;
}

/** A UUID anywhere in a text. */
const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** Where a URL splits into parts that can each be an id: path segments, query names and values. */
const URL_SEPARATORS = /([/?&=#])/;

/**
 * `step` with every value `lookup` knows replaced by what it answers: whole path segments and
 * query values of the URL, whole texts in the body and extra headers, and UUIDs inside longer
 * texts. `X-API-KEY` is left to the caller. `lookup` sees values as valueKey gives them.
 */
export function replaceValues(step: ScenarioStep, lookup: (value: string) => string | undefined): ScenarioStep {
  const whole = (text: string) => lookup(valueKey(text));
  const inText = (text: string) => whole(text) ?? text.replace(UUID_IN_TEXT, (id) => lookup(valueKey(id)) ?? id);
  const url = step.url
    .split(URL_SEPARATORS)
    .map((part) => (URL_SEPARATORS.test(part) ? part : (whole(decodeOrKeep(part)) ?? part)))
    .join('');
  const inBody = (value: unknown): unknown =>
    typeof value === 'string'
      ? inText(value)
      : Array.isArray(value)
        ? value.map(inBody)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inBody(inner)]))
          : value;
  const headers =
    step.headers &&
    Object.fromEntries(Object.entries(step.headers).map(([name, value]) => [name, name === 'X-API-KEY' ? value : (whole(value) ?? value)]));
  return {
    ...step,
    url,
    ...(headers ? { headers } : {}),
    ...('body' in step ? { body: inBody(step.body) } : {}),
  };
}

function decodeOrKeep(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
