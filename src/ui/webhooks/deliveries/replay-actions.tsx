/**
 * Sends an attempt again, or on purpose what a receiver must survive. Each call is queued by the
 * gateway as a new attempt marked with its kind and shows up in the list like any delivery. To a
 * scripted receiver that does not verify signatures, the signature faults would simply succeed:
 * that is said beside them, with how to make the receiver verify.
 */
import { useState } from 'react';
import { type DeliveryAttempt, type DeliveryFault, receiverName } from '../../../gateway';
import { describeFailure } from '../../shared/sandbox-client';
import { redeliver, sendFault } from '../hooklab-api';
import { useWebhooksStore } from '../webhooks-store';

const FAULTS: readonly { fault: DeliveryFault; label: string }[] = [
  { fault: 'duplicate', label: 'Duplicate' },
  { fault: 'older-status', label: 'Older status' },
  { fault: 'stale-timestamp', label: 'Stale timestamp' },
  { fault: 'wrong-signature', label: 'Wrong signature' },
];

export function ReplayActions({ attempt }: { attempt: DeliveryAttempt }) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const receiver = receiverName(attempt.request.url);
  const verifies = useWebhooksStore((state) => state.receivers.find((scripted) => scripted.name === receiver)?.verifySignatures ?? false);

  async function run(label: string, send: () => Promise<DeliveryAttempt>) {
    setBusy(true);
    setNote(null);
    try {
      const queued = await send();
      setNote({ ok: true, text: `${label} queued as a new attempt (${queued.id}).` });
    } catch (error) {
      setNote({ ok: false, text: `${label} refused: ${describeFailure(error)}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="replay-actions">
      <h3>Replay</h3>
      <div className="button-row" role="group" aria-label="Replay this attempt">
        <button
          type="button"
          className="button button--small"
          disabled={busy}
          onClick={() => void run('Redelivery', () => redeliver(attempt.id))}
        >
          Redeliver
        </button>
        {attempt.paymentHash &&
          FAULTS.map(({ fault, label }) => (
            <button
              key={fault}
              type="button"
              className="button button--small"
              disabled={busy}
              onClick={() => void run(label, () => sendFault(attempt.webhookId, fault, attempt.id))}
            >
              {label}
            </button>
          ))}
      </div>
      {attempt.paymentHash && receiver !== undefined && !verifies && (
        <p className="muted small" data-testid="receiver-does-not-verify">
          The scripted receiver “{receiver}” does not verify signatures, so it accepts a stale timestamp or a wrong signature like any call.
          Tick “Verify signatures” in its script (Scripted receivers) to see them refused with a 400.
        </p>
      )}
      {note && (
        <p className={`notice ${note.ok ? 'notice--ok' : 'notice--error'} small`} role="status">
          {note.text}
        </p>
      )}
    </div>
  );
}
