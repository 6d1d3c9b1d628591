/** The shown step's request, ready to edit and send again: method, URL, headers and body. */
import type { FormEvent } from 'react';
import type { StepRequest } from './step-request';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface StepEditorProps {
  request: StepRequest;
  sending: boolean;
  onEdit(patch: Partial<StepRequest>): void;
  onSend(): void;
}

/** A plain form: every value is text the person can change before sending. */
export function StepEditor({ request, sending, onEdit, onSend }: StepEditorProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSend();
  }
  const methods = METHODS.includes(request.method) ? METHODS : [request.method, ...METHODS];

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
          <input value={request.url} onChange={(event) => onEdit({ url: event.target.value })} spellCheck={false} inputMode="url" />
        </label>
      </div>
      <label className="field">
        <span>Headers</span>
        <textarea
          value={request.headers}
          onChange={(event) => onEdit({ headers: event.target.value })}
          rows={Math.max(2, request.headers.split('\n').length)}
          spellCheck={false}
          placeholder="Name: value, one a line"
        />
      </label>
      <label className="field">
        <span>Body</span>
        <textarea
          value={request.body}
          onChange={(event) => onEdit({ body: event.target.value })}
          rows={Math.min(14, Math.max(3, request.body.split('\n').length))}
          spellCheck={false}
          disabled={request.method === 'GET'}
          placeholder={request.method === 'GET' ? 'GET sends no body' : ''}
        />
      </label>
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? 'Sending…' : 'Send'}
      </button>
    </form>
  );
}
