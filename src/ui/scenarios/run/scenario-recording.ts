/**
 * What a scenario's run sent, kept in its workspace's console history (support keeps what a
 * scenario did): the Record exports (HAR, msw handlers) and the case file read that log, so they
 * hold the scenario's requests beside the console's, each marked as the scenario's step.
 */
import { HISTORY_DB, recordedAnswer, type HistoryEntry, type ConsoleRequest, hostOfUrl } from '../../console';
import { connection } from '../../shared/sandbox-connection';
import type { StepRun } from './run-scenario';
import { parseHeaderLines, type StepRequest } from './step-request';

/**
 * The history entry of a step that went out (answered or not), or undefined for one that was
 * never sent (skipped, or stopped by a placeholder it could not fill). `index` is its number.
 */
export function historyEntryOfStep(run: StepRun, index: number): HistoryEntry | undefined {
  if (run.sentAt === undefined) return undefined;
  const { answer } = run;
  return {
    sentAt: run.sentAt,
    env: hostOfUrl(run.request.url.trim())?.env ?? 'sandbox',
    request: consoleRequestOf(run.request),
    ...(answer
      ? {
          status: answer.status,
          answer: recordedAnswer({ statusText: answer.statusText, headers: answer.headers, text: answer.body }),
        }
      : {}),
    durationMs: run.durationMs ?? 0,
    source: `scenario step ${index}`,
  };
}

/** Adds the steps that went out to this workspace's history, in order. A log that cannot be written loses only the record. */
export async function recordSteps(steps: readonly { run: StepRun; index: number }[]): Promise<void> {
  const entries = steps.flatMap(({ run, index }) => historyEntryOfStep(run, index) ?? []);
  if (entries.length === 0) return;
  try {
    const log = await connection().openLog<HistoryEntry>(HISTORY_DB);
    for (const entry of entries) await log.add(entry);
  } catch {
    // Private mode or a full quota: the run itself is not the worse for it.
  }
}

/**
 * A step's request as the console keeps one: its key apart, its other headers as rows. The JSON
 * content type is left to the console's own rule, which adds it to any request with a body.
 */
function consoleRequestOf(request: StepRequest): ConsoleRequest {
  const rows = parseHeaderLines(request.headers).map(([name, value]) => ({ name, value }));
  const isKey = (name: string) => name.toLowerCase() === 'x-api-key';
  const isJsonType = (row: { name: string; value: string }) =>
    row.name.toLowerCase() === 'content-type' && row.value === 'application/json';
  return {
    method: request.method.toUpperCase(),
    url: request.url.trim(),
    apiKey: rows.find((row) => isKey(row.name))?.value ?? '',
    headers: rows.filter((row) => !isKey(row.name) && !isJsonType(row)),
    body: request.body,
  };
}
