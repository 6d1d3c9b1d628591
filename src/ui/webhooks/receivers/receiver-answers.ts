/**
 * A receiver's script as the form edits it (rows of text fields), the quick entry that fills the
 * rows ("500, 500, then 200"), and the way to turn rows into the answers the helper takes.
 */
import type { ReceiverAnswer } from '../webhooks-api';

export type AnswerKind = 'status' | 'never' | 'network';

/** One row of the form: every field as typed, so half-typed values survive re-renders. */
export interface AnswerDraft {
  kind: AnswerKind;
  status: string;
  body: string;
  delayMs: string;
  networkError: string;
}

const DEFAULT_NETWORK_ERROR = 'ECONNRESET (scripted network error)';
const MAX_REPEAT = 20;

export function draftOf(kind: AnswerKind, status = '200'): AnswerDraft {
  return { kind, status, body: '', delayMs: '', networkError: DEFAULT_NETWORK_ERROR };
}

/** A stored answer back into a row, for editing an existing script. */
export function draftFromAnswer(answer: ReceiverAnswer): AnswerDraft {
  if ('neverAnswers' in answer) return draftOf('never');
  const delayMs = answer.delayMs ? String(answer.delayMs) : '';
  if ('networkError' in answer) return { ...draftOf('network'), networkError: answer.networkError, delayMs };
  return { ...draftOf('status', String(answer.status)), body: answer.body ?? '', delayMs };
}

/**
 * Quick entry: comma-separated answers, each a status (`500`), a repeated status (`500x2`),
 * `never` or `error` (a network error); `then` and `and` are ignored.
 */
export function parseQuick(text: string): { drafts: AnswerDraft[] } | { error: string } {
  const drafts: AnswerDraft[] = [];
  const tokens = text
    .toLowerCase()
    .split(',')
    .map((token) =>
      token
        .trim()
        .replace(/^(then|and)\s+/, '')
        .trim(),
    );
  for (const token of tokens.flatMap((t) => (/^[\d\s]+$/.test(t) ? t.split(/\s+/) : [t]))) {
    if (token === '') continue;
    const repeated = /^(\d{3})(?:\s*[x×*]\s*(\d+))?$/.exec(token);
    if (repeated) {
      const times = Number(repeated[2] ?? 1);
      if (times < 1 || times > MAX_REPEAT) return { error: `"${token}": repeat 1 to ${MAX_REPEAT} times` };
      for (let i = 0; i < times; i++) drafts.push(draftOf('status', repeated[1]));
    } else if (/^never( answers?)?$/.test(token)) {
      drafts.push(draftOf('never'));
    } else if (/^(network error|network|error)$/.test(token)) {
      drafts.push(draftOf('network'));
    } else {
      return { error: `"${token}" is not a status (like 500), "never" or "error"` };
    }
  }
  return drafts.length > 0 ? { drafts } : { error: 'Type at least one answer, like 500, 500, 200' };
}

/** The rows as the helper's answers, or the first problem found, naming its row. */
export function toAnswers(drafts: readonly AnswerDraft[]): { answers: ReceiverAnswer[] } | { error: string } {
  if (drafts.length === 0) return { error: 'Add at least one answer.' };
  const answers: ReceiverAnswer[] = [];
  for (const [index, draft] of drafts.entries()) {
    const answer = toAnswer(draft);
    if (typeof answer === 'string') return { error: `Answer ${index + 1}: ${answer}` };
    answers.push(answer);
  }
  return { answers };
}

function toAnswer(draft: AnswerDraft): ReceiverAnswer | string {
  if (draft.kind === 'never') return { neverAnswers: true };
  const delayMs = draft.delayMs.trim() === '' ? undefined : Number(draft.delayMs);
  if (delayMs !== undefined && !(Number.isInteger(delayMs) && delayMs >= 0)) return 'the delay is whole milliseconds, 0 or more';
  if (draft.kind === 'network') return { networkError: draft.networkError.trim() || DEFAULT_NETWORK_ERROR, delayMs };
  const status = Number(draft.status);
  if (!Number.isInteger(status) || status < 100 || status > 599) return 'the status is a number from 100 to 599';
  return { status, body: draft.body === '' ? undefined : draft.body, delayMs };
}

/** One answer in words: "500", "200 after 2000 ms", "never answers", "network error: …". */
export function describeAnswer(answer: ReceiverAnswer): string {
  if ('neverAnswers' in answer) return 'never answers';
  const after = answer.delayMs ? ` after ${answer.delayMs} ms` : '';
  if ('networkError' in answer) return `network error${after}: ${answer.networkError}`;
  return `${answer.status}${after}${answer.body ? ` with a body` : ''}`;
}
