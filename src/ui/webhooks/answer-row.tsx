/** One scripted answer in the form: a status with body and delay, never answering, or a network error. */
import type { AnswerDraft, AnswerKind } from './receiver-answers';

const KINDS: { kind: AnswerKind; label: string }[] = [
  { kind: 'status', label: 'HTTP status' },
  { kind: 'never', label: 'Never answers' },
  { kind: 'network', label: 'Network error' },
];

interface Props {
  index: number;
  draft: AnswerDraft;
  onChange(draft: AnswerDraft): void;
  onRemove(): void;
}

/** The fields the chosen kind needs; delays count on the gateway's clock. */
export function AnswerRow({ index, draft, onChange, onRemove }: Props) {
  const edit = (patch: Partial<AnswerDraft>) => onChange({ ...draft, ...patch });
  const n = index + 1;
  return (
    <li className="answer-row" data-testid="answer-row">
      <label className="field field--kind">
        <span>Answer {n}</span>
        <select value={draft.kind} onChange={(event) => edit({ kind: event.target.value as AnswerKind })}>
          {KINDS.map(({ kind, label }) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {draft.kind === 'status' && (
        <label className="field field--status">
          <span>Status</span>
          <input value={draft.status} onChange={(event) => edit({ status: event.target.value })} inputMode="numeric" aria-label={`Status of answer ${n}`} />
        </label>
      )}
      {draft.kind === 'network' && (
        <label className="field field--grow">
          <span>Error text</span>
          <input value={draft.networkError} onChange={(event) => edit({ networkError: event.target.value })} aria-label={`Error text of answer ${n}`} />
        </label>
      )}
      {draft.kind !== 'never' && (
        <label className="field field--delay">
          <span>Delay ms</span>
          <input value={draft.delayMs} onChange={(event) => edit({ delayMs: event.target.value })} inputMode="numeric" placeholder="0" aria-label={`Delay ms of answer ${n}`} />
        </label>
      )}
      {draft.kind === 'status' && (
        <label className="field field--body">
          <span>Body</span>
          <input value={draft.body} onChange={(event) => edit({ body: event.target.value })} placeholder="optional" spellCheck={false} aria-label={`Body of answer ${n}`} />
        </label>
      )}
      <button type="button" className="button button--small button--danger answer-remove" onClick={onRemove} aria-label={`Remove answer ${n}`}>
        Remove
      </button>
    </li>
  );
}
