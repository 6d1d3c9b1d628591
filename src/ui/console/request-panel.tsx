/** The request: environment, method and URL with its path pickers, key, headers and JSON body. */
import type { FormEvent, KeyboardEvent } from 'react';
import { JsonEditor } from '../editor/json-editor';
import { useConsoleStore } from './console-store';
import { EnvironmentSwitch } from './environment-switch';
import { HeadersEditor } from './headers-editor';
import { OperationNotes } from './operation-notes';
import { PathPickers } from './path-pickers';
import { SnippetPanel } from './snippet-panel';
import { UrlInput } from './url-input';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The request card; Send, or Ctrl/Cmd+Enter anywhere in it, sends. */
export function RequestPanel() {
  const request = useConsoleStore((state) => state.request);
  const sending = useConsoleStore((state) => state.sending);
  const edit = useConsoleStore((state) => state.edit);
  const send = useConsoleStore((state) => state.send);
  const setPaletteOpen = useConsoleStore((state) => state.setPaletteOpen);
  const operation = useConsoleStore((state) => state.operations.find((candidate) => candidate.id === state.operationId));
  const submit = () => {
    if (!useConsoleStore.getState().sending) void send();
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }
  function onKeyDown(event: KeyboardEvent) {
    // Monaco handles its own Ctrl/Cmd+Enter; this covers every other field of the form.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !(event.target as HTMLElement).closest('.monaco-editor')) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form className="card request-panel" onSubmit={onSubmit} onKeyDown={onKeyDown} aria-label="Request">
      <div className="request-head">
        <h2>Request</h2>
        <button type="button" className="button button--small" onClick={() => setPaletteOpen(true)}>
          Find an operation
        </button>
      </div>
      {operation ? <OperationNotes operation={operation} /> : <p className="muted">Pick an operation, or type any request.</p>}
      <EnvironmentSwitch />
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
          <UrlInput value={request.url} onChange={(url) => edit({ url })} onEnter={submit} />
        </label>
      </div>
      {operation && <PathPickers operation={operation} />}
      <label className="field">
        <span>X-API-KEY</span>
        <input
          value={request.apiKey}
          onChange={(event) => edit({ apiKey: event.target.value })}
          placeholder="no key: create a partner on the Keys page"
          spellCheck={false}
        />
      </label>
      <HeadersEditor />
      <div className="field">
        <span>JSON body</span>
        <JsonEditor
          label="Request body"
          value={request.body}
          onChange={(body) => edit({ body })}
          schema={operation?.bodySchema}
          onSubmit={submit}
        />
      </div>
      <div className="request-actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Send'}
        </button>
        <span className="muted small">
          <kbd>Ctrl</kbd>+<kbd>Enter</kbd>
        </span>
      </div>
      <SnippetPanel />
    </form>
  );
}
