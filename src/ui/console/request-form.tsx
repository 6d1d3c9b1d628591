/** Method, URL, API key and body of the request to send. */
import type { FormEvent } from 'react';
import { useConsoleStore } from './console-store';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The request form; Send submits it. */
export function RequestForm() {
  const request = useConsoleStore((state) => state.request);
  const sending = useConsoleStore((state) => state.sending);
  const edit = useConsoleStore((state) => state.edit);
  const send = useConsoleStore((state) => state.send);

  function submit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <form className="request-form" onSubmit={submit} aria-label="Request">
      <div className="request-line">
        <label className="field field--method">
          <span>Method</span>
          <select value={request.method} onChange={(event) => edit({ method: event.target.value })}>
            {METHODS.map((method) => (
              <option key={method}>{method}</option>
            ))}
          </select>
        </label>
        <label className="field field--grow">
          <span>URL</span>
          <input
            value={request.url}
            onChange={(event) => edit({ url: event.target.value })}
            spellCheck={false}
            inputMode="url"
          />
        </label>
      </div>
      <label className="field">
        <span>X-API-KEY</span>
        <input
          value={request.apiKey}
          onChange={(event) => edit({ apiKey: event.target.value })}
          placeholder="no key: create a partner on the Keys page"
          spellCheck={false}
        />
      </label>
      <label className="field">
        <span>JSON body</span>
        <textarea
          value={request.body}
          onChange={(event) => edit({ body: event.target.value })}
          rows={12}
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
