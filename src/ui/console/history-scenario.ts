/**
 * Console history as a scenario link: each request a step, oldest first. A scenario runs in a
 * workspace of its own with a partner made for it, so the keys the person typed (which name
 * nothing there) become `{{key}}` and `{{liveKey}}`. Pure but for the codec's compression.
 */
import { encodeScenario, type Scenario, type ScenarioStep } from '../scenarios/scenario-codec';
import { headersOf, sendsBody, type ConsoleRequest } from './console-request';
import type { HistoryEntry } from './history';

/** The scenario that sends `entries` (newest first, as the history lists them) in the order they were sent. */
export function scenarioOfHistory(entries: readonly HistoryEntry[]): Scenario {
  const steps = [...entries].reverse().map((entry) => stepOf(entry.request));
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
