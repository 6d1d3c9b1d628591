/** Sends any body to the webhook, signed with its secret (`POST /_sandbox/webhooks/{id}/send`). */
import { useState, type FormEvent } from 'react';
import { describeFailure } from '../../shared/sandbox-client';
import { sendCustom } from '../hooklab-api';

export function CustomEventForm({ webhookId }: { webhookId: string }) {
  const [body, setBody] = useState('{"status":"COMPLETED"}');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const queued = await sendCustom(webhookId, body);
      setNote({ ok: true, text: `Queued as attempt ${queued.id}.` });
    } catch (failure) {
      setNote({ ok: false, text: describeFailure(failure) });
    }
  }

  return (
    <form className="manager" onSubmit={submit} aria-label="Send a custom event">
      <label className="field">
        <span>Custom event body, sent byte for byte</span>
        <textarea rows={3} value={body} onChange={(event) => setBody(event.target.value)} spellCheck={false} />
      </label>
      <div className="form-actions">
        <button type="submit" className="button button--small">
          Send custom event
        </button>
      </div>
      {note && (
        <p className={`notice ${note.ok ? 'notice--ok' : 'notice--error'} small`} role="status">
          {note.text}
        </p>
      )}
    </form>
  );
}
