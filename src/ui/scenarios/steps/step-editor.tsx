/** A step's request, ready to edit and send again: method, URL, headers and body. */
import { useId, type FormEvent, type ReactNode } from 'react';
import type { StepRequest } from '../run';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** What is wrong with a field, shown under it and named by it. */
export type FieldProblems = Partial<Record<'url' | 'headers' | 'body', string>>;

interface StepEditorProps {
  request: StepRequest;
  sending: boolean;
  onEdit(patch: Partial<StepRequest>): void;
  onSend(): void;
  /** Fields refused as they stand; Send waits until they are mended. */
  problems?: FieldProblems;
  /** Further buttons after Send (the scenario editor's Run all again). */
  actions?: ReactNode;
}

/** A plain form: every value is text the person can change before sending. */
export function StepEditor({ request, sending, onEdit, onSend, problems = {}, actions }: StepEditorProps) {
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(problems).length === 0) onSend();
  }
  const methods = METHODS.includes(request.method) ? METHODS : [request.method, ...METHODS];
  /** The props that mark a field refused and name the reason under it. */
  const refused = (field: keyof FieldProblems) =>
    problems[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}` } : {};
  const reason = (field: keyof FieldProblems) =>
    problems[field] && (
      <p className="field-problem" id={`${id}-${field}`}>
        {problems[field]}
      </p>
    );

  const send = (
    <button type="submit" className="button button--primary" disabled={sending || Object.keys(problems).length > 0}>
      {sending ? 'Sending…' : 'Send'}
    </button>
  );

  return (
    <form className="step-editor" onSubmit={submit} aria-label="Request">
      <div className="request-line">
        <label className="field field--method">
          <span>Method</span>
          <select value={request.method} onChange={(event) => onEdit({ method: event.target.value })}>
            {methods.map((method) => (
              <option key={method}>{method}</option>
            ))}
          </select>
        </label>
        <label className="field field--grow">
          <span>URL</span>
          <input
            value={request.url}
            onChange={(event) => onEdit({ url: event.target.value })}
            spellCheck={false}
            inputMode="url"
            {...refused('url')}
          />
        </label>
      </div>
      {reason('url')}
      <label className="field">
        <span>Headers</span>
        <textarea
          value={request.headers}
          onChange={(event) => onEdit({ headers: event.target.value })}
          rows={Math.max(2, request.headers.split('\n').length)}
          spellCheck={false}
          placeholder="Name: value, one a line"
          {...refused('headers')}
        />
      </label>
      {reason('headers')}
      <label className="field">
        <span>Body</span>
        <textarea
          value={request.body}
          onChange={(event) => onEdit({ body: event.target.value })}
          rows={Math.min(14, Math.max(3, request.body.split('\n').length))}
          spellCheck={false}
          disabled={request.method === 'GET'}
          placeholder={request.method === 'GET' ? 'GET sends no body' : ''}
          {...refused('body')}
        />
      </label>
      {reason('body')}
      {actions ? (
        <div className="step-actions">
          {send}
          {actions}
        </div>
      ) : (
        send
      )}
    </form>
  );
}
