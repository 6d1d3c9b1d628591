/**
 * A scenario as its editor holds it: every field text, as the person types it, with the scenario
 * it stands for worked out on demand. Edits that would break what works are refused in place,
 * with the reason: a body that is not JSON, a URL outside the gateway's hosts, a `{{N.path}}`
 * naming no earlier step, a scenario too large for a link. Moving or removing a step renumbers
 * the `{{N.path}}` that name steps, so every reference keeps naming the answer it named. Pure.
 */
import { MAX_SCENARIO_BYTES, shownStep, type Scenario, type ScenarioStep } from '../scenario-links';
import { headerLines } from './run';

export interface DraftStep {
  /** Stable across moves, for React's lists and focus. */
  key: number;
  method: string;
  url: string;
  /** `Name: value` lines. */
  headers: string;
  /** JSON text; blank for no body. */
  body: string;
  /** The scenario held a body that is not JSON (kept as sent): it stays text until edited. */
  bodyIsText?: boolean;
  skip?: string;
}

export interface Draft {
  title: string;
  steps: DraftStep[];
  show: number;
}

/** What is wrong with the draft, where: a step's field, or the scenario as a whole. */
export interface DraftProblem {
  step?: number;
  field?: 'url' | 'headers' | 'body';
  message: string;
}

const BODYLESS = new Set(['GET', 'HEAD']);
/** `{{N.path}}`: a value from the answer of step N. */
const STEP_REFERENCE = /\{\{\s*(\d+)\.([A-Za-z0-9_.-]+)\s*\}\}/g;

let nextKey = 1;
const newKey = () => nextKey++;

/** The draft of a scenario as written, its placeholders as they are. */
export function draftOf(scenario: Scenario): Draft {
  return {
    title: scenario.title ?? '',
    show: shownStep(scenario),
    steps: scenario.steps.map((step) => ({
      key: newKey(),
      method: step.method,
      url: step.url,
      headers: headerLines(step.headers),
      body: step.body === undefined ? '' : typeof step.body === 'string' ? step.body : JSON.stringify(step.body, null, 2),
      ...(typeof step.body === 'string' ? { bodyIsText: true } : {}),
      ...(step.skip !== undefined ? { skip: step.skip } : {}),
    })),
  };
}

/** A new step after the others: a keyed request to the sandbox, ready for its path. */
export function newStep(base: string): DraftStep {
  return { key: newKey(), method: 'GET', url: `${base}/api/pay/plugin/webhook`, headers: 'X-API-KEY: {{key}}', body: '' };
}

/**
 * The scenario the draft stands for, or the problems that keep it from being one. `origins` are
 * the gateway's hosts a step may be sent to.
 */
export function scenarioOfDraft(draft: Draft, origins: readonly string[]): { scenario?: Scenario; problems: DraftProblem[] } {
  const made = draft.steps.map((step, index) => stepOfDraft(step, index, origins));
  const problems = made.flatMap((one) => one.problems);
  const steps = made.map((one) => one.step);
  if (problems.length > 0) return { problems };
  const scenario: Scenario = {
    v: 1,
    ...(draft.title.trim() ? { title: draft.title.trim() } : {}),
    steps,
    // The default (the last step) is left out, so adding a step later still shows the last.
    ...(draft.show !== steps.length - 1 ? { show: draft.show } : {}),
  };
  const bytes = new TextEncoder().encode(JSON.stringify(scenario)).length;
  if (bytes > MAX_SCENARIO_BYTES) {
    const size = (bytes / 1024 / 1024).toFixed(2);
    return {
      problems: [
        { message: `The scenario is ${size} MiB of JSON, over the 1 MiB a link can carry: make a body smaller or remove a step.` },
      ],
    };
  }
  return { scenario, problems };
}

/**
 * Moves step `index` by one place (`by` -1 up, +1 down), renumbering references; refused, with
 * the reason, when a step would run before the step whose answer it uses.
 */
export function moveStep(draft: Draft, index: number, by: -1 | 1): { draft: Draft } | { refused: string } {
  const other = index + by;
  if (other < 0 || other >= draft.steps.length) return { refused: `Step ${index} is already the ${by < 0 ? 'first' : 'last'}.` };
  const [early, late] = by < 0 ? [other, index] : [index, other];
  const used = [...referencesIn(draft.steps[late]!)].find(([, number]) => Number(number) === early);
  if (used) return { refused: `Step ${late} uses step ${early}’s answer (${used[0]}), so it has to run after it.` };
  const renumber = (number: number) => (number === index ? other : number === other ? index : number);
  const steps = draft.steps.map((step) => withReferences(step, renumber));
  [steps[index], steps[other]] = [steps[other]!, steps[index]!];
  return { draft: { ...draft, steps, show: renumber(draft.show) } };
}

/** Removes step `index`, renumbering references; refused when a later step uses its answer, or it is the only one. */
export function removeStep(draft: Draft, index: number): { draft: Draft } | { refused: string } {
  if (draft.steps.length === 1) return { refused: 'A scenario needs at least one step.' };
  for (const [at, step] of draft.steps.entries()) {
    const used = [...referencesIn(step)].find(([, number]) => Number(number) === index);
    if (used && at !== index) return { refused: `Step ${at} uses step ${index}’s answer (${used[0]}): change or remove step ${at} first.` };
  }
  const renumber = (number: number) => (number > index ? number - 1 : number);
  const steps = draft.steps.filter((_, at) => at !== index).map((step) => withReferences(step, renumber));
  const show = draft.show === index ? Math.min(index, steps.length - 1) : renumber(draft.show);
  return { draft: { ...draft, steps, show } };
}

/** Step `index` of a draft as a scenario's step, with what is wrong with it (the step is usable only without problems). */
export function stepOfDraft(step: DraftStep, index: number, origins: readonly string[]): { step: ScenarioStep; problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const problem = (field: DraftProblem['field'], message: string) => problems.push({ step: index, field, message });
  if (step.skip === undefined) {
    const origin = originOf(step.url);
    if (!origin) problem('url', `Step ${index}’s URL is not a full URL: write it as https://host/path.`);
    else if (!origins.includes(origin))
      problem('url', `Step ${index}’s URL goes to ${origin}, which is not one of the gateway’s hosts (${origins.join(', ')}).`);
  }
  const headers: Record<string, string> = {};
  for (const line of step.headers.split('\n')) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) problem('headers', `Step ${index}’s header line “${line.trim()}” needs a name, a colon and a value.`);
    else headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  let body: unknown;
  const sendsBody = !BODYLESS.has(step.method.toUpperCase()) && step.body.trim() !== '';
  if (sendsBody && step.bodyIsText) body = step.body;
  else if (sendsBody) {
    try {
      body = JSON.parse(step.body);
    } catch (error) {
      problem('body', `Step ${index}’s body is not valid JSON: ${(error as Error).message}`);
    }
  }
  for (const [whole, number] of referencesIn(step)) {
    if (Number(number) >= index)
      problem(textFieldOf(step, whole), `Step ${index} uses ${whole}, but step ${number} does not run before it.`);
  }
  return {
    step: {
      method: step.method,
      url: step.url.trim(),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(step.skip !== undefined ? { skip: step.skip } : {}),
    },
    problems,
  };
}

function referencesIn(step: DraftStep): IterableIterator<RegExpMatchArray> {
  return `${step.url}\n${step.headers}\n${step.body}`.matchAll(STEP_REFERENCE);
}

/** Which of the step's fields holds `text`, for the problem's place. */
function textFieldOf(step: DraftStep, text: string): DraftProblem['field'] {
  return step.url.includes(text) ? 'url' : step.headers.includes(text) ? 'headers' : 'body';
}

function withReferences(step: DraftStep, renumber: (number: number) => number): DraftStep {
  const rewrite = (text: string) =>
    text.replace(STEP_REFERENCE, (_, number: string, path: string) => `{{${renumber(Number(number))}.${path}}}`);
  return { ...step, url: rewrite(step.url), headers: rewrite(step.headers), body: rewrite(step.body) };
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url.trim()).origin;
  } catch {
    return undefined;
  }
}
