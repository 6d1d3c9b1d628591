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

/**
 * The fields the chosen kind needs, on one compact line under the form's column heads (each
 * field keeps its own name for a screen reader); delays count on the gateway's clock.
 */
export function AnswerRow({ index, draft, onChange, onRemove }: Props) {
  const edit = (patch: Partial<AnswerDraft>) => onChange({ ...draft, ...patch });
  const n = index + 1;
  return (
    <li className="answer-row" data-testid="answer-row">
      <span className="answer-number" aria-hidden="true">
        {n}
      </span>
      <label className="field field--kind">
        <span className="visually-hidden">Answer {n}</span>
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
          <span className="visually-hidden">Status</span>
          <input
            value={draft.status}
            onChange={(event) => edit({ status: event.target.value })}
            inputMode="numeric"
            aria-label={`Status of answer ${n}`}
          />
        </label>
      )}
      {draft.kind === 'network' && (
        <label className="field field--error">
          <span className="visually-hidden">Error text</span>
          <input
            value={draft.networkError}
            onChange={(event) => edit({ networkError: event.target.value })}
            placeholder="error text"
            aria-label={`Error text of answer ${n}`}
          />
        </label>
      )}
      {draft.kind !== 'never' && (
        <label className="field field--delay">
          <span className="visually-hidden">Delay ms</span>
          <input
            value={draft.delayMs}
            onChange={(event) => edit({ delayMs: event.target.value })}
            inputMode="numeric"
            placeholder="0"
            aria-label={`Delay ms of answer ${n}`}
          />
        </label>
      )}
      {draft.kind === 'status' && (
        <label className="field field--body">
          <span className="visually-hidden">Body</span>
          <input
            value={draft.body}
            onChange={(event) => edit({ body: event.target.value })}
            placeholder="body (optional)"
            spellCheck={false}
            aria-label={`Body of answer ${n}`}
          />
        </label>
      )}
      <button
        type="button"
        className="button button--small button--danger answer-remove"
        onClick={onRemove}
        aria-label={`Remove answer ${n}`}
      >
        ×
      </button>
    </li>
  );
}
