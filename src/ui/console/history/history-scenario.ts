/**
 * Console history as a scenario link that reproduces what happened: replayed in a workspace of its
 * own, each step answers the status code it answered when it was sent. So every id, payment hash
 * and `externalId` an earlier answer gave becomes that step's `{{N.path}}`; a key the gateway
 * accepted becomes the scenario's own key while a refused one stays as typed (a 401 stays a 401);
 * a request that got no answer is kept, marked to skip; and a request linked alone brings the
 * earlier requests that made the records it names. Pure but for the codec's compression.
 */
import { replaceValues, type Scenario, type ScenarioStep, valuesGiven } from '../../scenario-links';
import type { Operation } from '../catalogue';
import { headersOf, sendsBody, type ConsoleRequest } from '../console-request';
import type { Environment } from '../environments';
import type { HistoryEntry } from './history';
import { titleOfRequests } from './scenario-title';

export interface HistoryScenarioOptions {
  /**
   * The whole history, newest first: where the requests that made a linked request's records are
   * found. Without it only `entries` are linked.
   */
  history?: readonly HistoryEntry[];
  /** The keys of the partner the person works with; keys the gateway accepted in the history count too. */
  workingKeys?: readonly string[];
  /**
   * The sandbox's partners with their keys: the id of a partner whose key became `{{key}}` becomes
   * `{{partnerId}}` (a webhook body names it), since the scenario's workspace has a partner of its own.
   */
  partners?: readonly { id: string; keys: readonly { key: string }[] }[];
  /** The console's catalogue: the title names the operations the scenario runs by their summaries. */
  operations?: readonly Operation[];
}

/** The status of a key the gateway refused. */
const REFUSED_KEY = 401;
/** The status given a request not sent yet: it runs (it is not skipped), but vouches for no key. */
const NOT_SENT = 0;

/**
 * The scenario that sends `entries` (newest first, as the history lists them) in the order they
 * were sent, after the earlier requests of `history` whose answers gave the ids they use.
 */
export function scenarioOfHistory(entries: readonly HistoryEntry[], options: HistoryScenarioOptions = {}): Scenario {
  const chosen = [...entries].reverse();
  const sent = withPrerequisites(chosen, options.history ? [...options.history].reverse() : chosen);
  const accepted = acceptedKeys([...sent, ...(options.history ?? [])], options.workingKeys ?? []);
  const ownPartners = new Set((options.partners ?? []).filter(({ keys }) => keys.some(({ key }) => accepted.has(key))).map(({ id }) => id));
  const references = new Map<string, string>();
  const steps = sent.map((entry, index) => {
    const step = replaceValues(
      stepOf(entry, accepted),
      (value) => references.get(value) ?? (ownPartners.has(value) ? '{{partnerId}}' : undefined),
    );
    for (const [value, path] of valuesGiven(entry.answer?.body)) if (!references.has(value)) references.set(value, `{{${index}.${path}}}`);
    return step;
  });
  // Named by what runs: a request that got no answer is kept only to be read.
  const title = titleOfRequests(
    sent.filter((entry) => entry.status !== undefined).map((entry) => entry.request),
    options.operations ?? [],
  );
  return { v: 1, title, steps };
}

/**
 * The scenario of one request as the console holds it, sent or not, after the requests of the
 * history that made what it names; shown as the last step. A request the history holds as sent
 * is taken with its answer, so the ids it gave and the key it used count as they did.
 */
export function scenarioOfRequest(request: ConsoleRequest, env: Environment, options: HistoryScenarioOptions = {}): Scenario {
  const history = options.history ?? [];
  const sent = history.find((entry) => entry.env === env && sameRequest(entry.request, request));
  const entry: HistoryEntry = sent ?? { sentAt: 0, env, request, status: NOT_SENT };
  return scenarioOfHistory([entry], { ...options, history: sent ? history : [entry, ...history] });
}

function sameRequest(a: ConsoleRequest, b: ConsoleRequest): boolean {
  const headers = (request: ConsoleRequest) => JSON.stringify(headersOf(request));
  return a.method === b.method && a.url.trim() === b.url.trim() && headers(a) === headers(b) && (!sendsBody(a) || a.body === b.body);
}

/**
 * `chosen` and, transitively, every earlier entry of `ordered` (oldest first) that first gave a
 * value a chosen entry uses, in sending order. A value "given" is one an answer holds, or an
 * `externalId` a request body introduced: the payment a later PATCH names must be made again.
 */
function withPrerequisites(chosen: readonly HistoryEntry[], ordered: readonly HistoryEntry[]): HistoryEntry[] {
  const positionOf = (entry: HistoryEntry) =>
    ordered.findIndex((other) => other === entry || (entry.id !== undefined && other.id === entry.id));
  const firstGiver = new Map<string, number>();
  ordered.forEach((entry, index) => {
    const introduced = valuesGiven(requestJson(entry)).filter(([, path]) => path.endsWith('externalId'));
    for (const [value] of [...valuesGiven(entry.answer?.body), ...introduced]) if (!firstGiver.has(value)) firstGiver.set(value, index);
  });
  const included = new Set<number>();
  const pending = chosen.map(positionOf);
  if (pending.some((position) => position < 0)) return [...chosen];
  while (pending.length > 0) {
    const position = pending.pop()!;
    if (included.has(position)) continue;
    included.add(position);
    replaceValues(stepOf(ordered[position]!, new Set()), (value) => {
      const giver = firstGiver.get(value);
      if (giver !== undefined && giver < position) pending.push(giver);
      return undefined;
    });
  }
  return [...included].sort((a, b) => a - b).map((position) => ordered[position]!);
}

/** Every key sent in an entry the gateway answered without refusing the key, and the working keys. */
function acceptedKeys(entries: readonly HistoryEntry[], workingKeys: readonly string[]): Set<string> {
  const accepted = new Set(workingKeys.map((key) => key.trim()).filter(Boolean));
  for (const entry of entries) {
    if (entry.status !== undefined && entry.status !== REFUSED_KEY && entry.status !== NOT_SENT) accepted.add(entry.request.apiKey.trim());
  }
  return accepted;
}

function stepOf(entry: HistoryEntry, acceptedKeys: ReadonlySet<string>): ScenarioStep {
  const { request } = entry;
  const headers = Object.fromEntries(
    headersOf(request)
      // JSON is a step's default body type.
      .filter(([name]) => name !== 'Content-Type')
      .map(([name, value]) => [name, name === 'X-API-KEY' && acceptedKeys.has(value) ? ownKey(entry) : value]),
  );
  return {
    method: request.method,
    url: request.url.trim(),
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
    ...(sendsBody(request) ? { body: jsonOrText(request.body) } : {}),
    ...(entry.status === undefined ? { skip: 'it got no answer when it was sent from the console' } : {}),
  };
}

/** The scenario's own key of the environment the entry was sent to. */
function ownKey(entry: HistoryEntry): string {
  return entry.env === 'production' ? '{{liveKey}}' : '{{key}}';
}

/** The request's body as JSON text, for its `externalId`, when it is JSON. */
function requestJson(entry: HistoryEntry): string | undefined {
  return sendsBody(entry.request) ? entry.request.body : undefined;
}

/** A JSON body as its value, so the scenario reads as JSON; anything else as the text sent. */
function jsonOrText(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}
