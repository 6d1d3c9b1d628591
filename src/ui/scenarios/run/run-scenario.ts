/**
 * Runs a scenario against the gateway over HTTP: a partner and keys of its own from
 * `POST /_sandbox/partners`, then each step in order with its placeholders filled from the keys
 * and the answers before it. Pure apart from the fetch function it is given.
 */
import { shortRandomId } from '../../../gateway';
import { fillPlaceholders, fillText, type PlaceholderValues, type Unfillable } from './placeholders';
import type { Scenario, ScenarioStep } from '../../scenario-links';
import { headerLines, jsonOf, type SendOptions, sendStep, type StepAnswer, type StepRequest } from './step-request';

export interface StepRun {
  request: StepRequest;
  answer?: StepAnswer;
  /** Why this step has no answer: a placeholder it could not fill, or a request that failed. */
  failure?: string;
  /** Why this step was not sent: the scenario marks it to skip. */
  skipped?: string;
  /** When it went out (epoch milliseconds) and how long its answer took; absent when it was not sent. */
  sentAt?: number;
  durationMs?: number;
}

export interface ScenarioRun {
  partnerId: string;
  /** One entry per step that was reached; a failed step is the last. */
  steps: StepRun[];
  /** The placeholders' values the run reached: its keys, and the answers of the steps before the stop. */
  values: PlaceholderValues;
}

export interface RunOptions {
  fetch: typeof fetch;
  /** `{base_url}` of the sandbox, where `/_sandbox/partners` lives. */
  base: string;
  /** The `{{run}}` string; random by default. */
  run?: string;
}

/**
 * Runs every step in order and answers what each sent and got; stops at the first failure. A step
 * marked `skip` is not sent and has no answer to refer to.
 */
export async function runScenario(scenario: Scenario, { fetch: fetcher, base, run = shortRandomId() }: RunOptions): Promise<ScenarioRun> {
  const partner = await createPartner(fetcher, base, scenario.title);
  const values: PlaceholderValues = {
    key: partner.keys.sandbox,
    liveKey: partner.keys.production,
    partnerId: partner.id,
    run,
    answers: [],
  };
  const steps: StepRun[] = [];
  // An event stream (the change stream) is heard while the steps after it run, so its answer is
  // what their changes streamed; it is closed once they have run.
  let laterStepsRan = () => {};
  const listenUntil = new Promise<void>((resolve) => (laterStepsRan = resolve));
  const streams: Promise<void>[] = [];
  for (const step of scenario.steps) {
    if (step.skip !== undefined) {
      // Shown filled as far as the run got, its keys in place: ready to edit and send.
      steps.push({ request: filledRequest(step, values, 'keep'), skipped: step.skip });
      values.answers.push(undefined);
      continue;
    }
    let streaming = () => {};
    const streamed = new Promise<'streaming'>((resolve) => (streaming = () => resolve('streaming')));
    const running = runStep(fetcher, step, values, { listenUntil, onStream: streaming });
    const done = await Promise.race([running, streamed]);
    if (done === 'streaming') {
      const index = steps.push({ request: filledRequest(step, values, 'keep') }) - 1;
      streams.push(running.then((heard) => void (steps[index] = heard)));
      values.answers.push(undefined);
      continue;
    }
    steps.push(done);
    if (!done.answer) break;
    values.answers.push(jsonOf(done.answer));
  }
  laterStepsRan();
  await Promise.all(streams);
  return { partnerId: partner.id, steps, values };
}

/** A step as written, its placeholders unfilled: what the form shows before the scenario has run. */
export function writtenRequest(step: ScenarioStep): StepRequest {
  return { method: step.method, url: step.url, headers: headerLines(step.headers), body: bodyText(step.body) };
}

/**
 * `step` with its placeholders filled from `values`, or (`keep`) as far as they go: a step the
 * scenario stopped at or before is shown with its keys in place, ready to edit and send.
 */
export function filledRequest(step: ScenarioStep, values: PlaceholderValues, unfillable: Unfillable = 'throw'): StepRequest {
  return {
    method: step.method,
    url: fillText(step.url, values, unfillable),
    headers: headerLines(fillPlaceholders(step.headers ?? {}, values, unfillable) as Record<string, string>),
    body: bodyText(fillPlaceholders(step.body, values, unfillable)),
  };
}

/** Sends one step with its placeholders filled from `values`; a placeholder it cannot fill sends nothing. */
export async function runStep(
  fetcher: typeof fetch,
  step: ScenarioStep,
  values: PlaceholderValues,
  options?: SendOptions,
): Promise<StepRun> {
  let request: StepRequest;
  try {
    request = filledRequest(step, values);
  } catch (error) {
    return { request: filledRequest(step, values, 'keep'), failure: (error as Error).message };
  }
  const sentAt = Date.now();
  try {
    const answer = await sendStep(fetcher, request, options);
    return { request, answer, sentAt, durationMs: Date.now() - sentAt };
  } catch (error) {
    return { request, failure: `The request got no answer: ${(error as Error).message}`, sentAt, durationMs: Date.now() - sentAt };
  }
}

interface Partner {
  id: string;
  keys: { sandbox: string; production: string };
}

async function createPartner(fetcher: typeof fetch, base: string, title: string | undefined): Promise<Partner> {
  const response = await fetcher(`${base}/_sandbox/partners`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: title ?? 'Scenario' }),
  });
  if (!response.ok) throw new Error(`POST /_sandbox/partners answered ${response.status}`);
  return (await response.json()) as Partner;
}

/** A step's body as the form's text: a string is the raw body, anything else pretty JSON. */
function bodyText(body: unknown): string {
  if (body === undefined) return '';
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2);
}
