/**
 * Asked in the page before a body that is not JSON goes out: the gateway would answer it only
 * with 400 "Malformed JSON request". Sending it anyway stays possible (to see that answer).
 */
import { useEffect, useRef } from 'react';
import { useConsoleStore } from '../console-store';

export function SendConfirm() {
  const unparsedBody = useConsoleStore((state) => state.unparsedBody);
  const send = useConsoleStore((state) => state.send);
  const keepEditing = useConsoleStore((state) => state.keepEditing);
  const sendAnyway = useRef<HTMLButtonElement>(null);
  // Ctrl+Enter from the editor lands here: the choice takes focus, so Enter or Escape answers it.
  useEffect(() => {
    if (unparsedBody) sendAnyway.current?.focus();
  }, [unparsedBody]);
  if (!unparsedBody) return null;

  const backToBody = () => {
    keepEditing();
    document.querySelector<HTMLElement>('form.request-panel [aria-label="Request body"]')?.focus();
  };
  return (
    <div
      className="notice notice--warn send-confirm"
      role="alertdialog"
      aria-labelledby="send-confirm-title"
      aria-describedby="send-confirm-why"
      onKeyDown={(event) => {
        if (event.key === 'Escape') backToBody();
      }}
    >
      <p id="send-confirm-title">
        <strong>The body is not JSON.</strong>
      </p>
      <p id="send-confirm-why">
        {unparsedBody[0]!.toUpperCase() + unparsedBody.slice(1)}. The gateway will answer 400 “Malformed JSON request”, naming nothing.
      </p>
      <div className="send-confirm-actions">
        <button ref={sendAnyway} type="button" className="button button--small" onClick={() => void send({ anyway: true })}>
          Send anyway
        </button>
        <button type="button" className="button button--small" onClick={backToBody}>
          Keep editing
        </button>
      </div>
    </div>
  );
}
