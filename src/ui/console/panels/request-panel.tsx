/** The request: environment, method and URL with its path pickers, key, headers and JSON body. */
import { useEffect, type FormEvent } from 'react';
import { JsonEditor } from '../../editor';
import { ApiKeyField } from './api-key-field';
import { useConsoleStore } from '../console-store';
import { EnvironmentSwitch } from './environment-switch';
import { HeadersEditor } from './headers-editor';
import { EmbedThisRequest } from './history-link';
import { goesToStatusHost, handAddedKeyWarning, isKeyless, STATUS_HOST_RULE, UrlInput } from '../request';
import { OperationNotes } from '../catalogue';
import { PathPickers } from './path-pickers';
import { SendConfirm } from './send-confirm';
import { SnippetPanel } from './snippet-panel';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const REQUEST_FORM_ID = 'request';

/** The request card; Send, or Ctrl/Cmd+Enter anywhere on the screen (`useSendShortcut`), sends. */
export function RequestPanel() {
  const request = useConsoleStore((state) => state.request);
  const sending = useConsoleStore((state) => state.sending);
  const edit = useConsoleStore((state) => state.edit);
  const send = useConsoleStore((state) => state.send);
  const setPaletteOpen = useConsoleStore((state) => state.setPaletteOpen);
  const operations = useConsoleStore((state) => state.operations);
  const operationId = useConsoleStore((state) => state.operationId);
  const bodyDocument = useConsoleStore((state) => state.document);
  const operation = operations.find((candidate) => candidate.id === operationId);
  const keyless = isKeyless(request, operations);
  const keyWarning = handAddedKeyWarning(request, operations);
  const submit = () => {
    if (!useConsoleStore.getState().sending) void send();
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  return (
    // Focusable from script only (tabIndex -1): a skip link or a pick with a pointer lands here.
    <form id={REQUEST_FORM_ID} className="card request-panel" onSubmit={onSubmit} aria-label="Request" tabIndex={-1}>
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
      {keyless ? (
        <label className="field">
          <span>X-API-KEY</span>
          <input value="" disabled placeholder="not sent: this operation takes no key" aria-describedby="keyless-note" />
        </label>
      ) : (
        <ApiKeyField />
      )}
      {keyless && (
        <p id="keyless-note" className="muted small">
          {goesToStatusHost(request)
            ? `No key goes to the status host, and none is shown in the code: “${STATUS_HOST_RULE}”`
            : 'No key goes with this operation: it takes none.'}
        </p>
      )}
      <HeadersEditor />
      {keyWarning && (
        <p className="notice notice--warn" role="alert">
          {keyWarning}
        </p>
      )}
      <div className="field">
        <span>JSON body</span>
        <JsonEditor
          label="Request body"
          value={request.body}
          documentId={bodyDocument}
          onChange={(body) => edit({ body })}
          schema={operation?.bodySchema}
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
      <SendConfirm />
      <EmbedThisRequest />
      <SnippetPanel />
    </form>
  );
}

/**
 * After an operation is chosen in the catalogue or a guided step: chosen from the keyboard, focus
 * goes into the request as after a palette pick; chosen with a pointer, to the request form
 * itself, which scrolls into view without opening a phone's on-screen keyboard. Tab then goes on
 * from the request, not through the rest of the list.
 */
export function focusRequestAfterPick(fromKeyboard: boolean): void {
  if (fromKeyboard) return focusRequest();
  const form = document.getElementById(REQUEST_FORM_ID);
  if (!form) return;
  // Scrolled to only when its top is out of sight (a phone, where it sits below the lists): a
  // form already in view must not make the page jump under the pointer.
  form.focus({ preventScroll: true });
  const top = form.getBoundingClientRect().top;
  if (top < 0 || top > window.innerHeight) form.scrollIntoView({ block: 'start' });
}

/** The skip link to the request, first on the console screen: the lists before it hold some 90 stops. */
export function SkipToRequest() {
  return (
    <a
      className="skip-link"
      href={`#${REQUEST_FORM_ID}`}
      onClick={(event) => {
        // The app's routes live in the hash: following the link would leave the console.
        event.preventDefault();
        focusRequest();
      }}
    >
      Skip to the request
    </a>
  );
}

/**
 * Puts focus in the request after an operation is picked (the palette closing would otherwise
 * leave it nowhere): in the body when the operation takes one, else in the URL.
 */
export function focusRequest(): void {
  const form = document.querySelector<HTMLFormElement>('form.request-panel');
  const body = form?.querySelector<HTMLElement>('[aria-label="Request body"]');
  const hasBody = useConsoleStore.getState().request.body.trim() !== '';
  (hasBody && body ? body : form?.querySelector<HTMLElement>('[aria-label="URL"], textarea'))?.focus();
}

/**
 * Ctrl/Cmd+Enter sends from anywhere on the console screen. Taken in the capture phase, before
 * Monaco (whose own Ctrl+Enter inserts a line) or any field sees it; the palette keeps Enter.
 */
export function useSendShortcut(): void {
  useEffect(() => {
    function onKey(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || event.isComposing) return;
      const state = useConsoleStore.getState();
      if (state.paletteOpen) return;
      event.preventDefault();
      event.stopPropagation();
      if (!state.sending) void state.send();
    }
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, []);
}
