/** The scripted receivers at https://hooks.gateway.test/<name>: what each answers, and a form to script one. */
import { useState } from 'react';
import { RECEIVER_ORIGIN } from '../../../gateway';
import { useLiveData } from '../../live';
import { ReceiverForm } from './receiver-form';
import { ReceiverList } from './receiver-list';
import type { Receiver } from '../webhooks-api';
import { useWebhooksStore } from '../webhooks-store';

/** The form (filled from a listed receiver on Edit), then the list. */
export function ReceiversPanel() {
  // A new key remounts the form with the receiver to edit.
  // Receivers' scripts and call counts are settings records.
  useLiveData(
    ['settings'],
    useWebhooksStore((state) => state.refreshReceivers),
  );
  const [editing, setEditing] = useState<{ receiver: Receiver | null; key: number }>({ receiver: null, key: 0 });

  return (
    <section className="card receivers" aria-labelledby="receivers-title">
      <h2 id="receivers-title">Scripted receivers</h2>
      <p className="muted small">
        A webhook whose endpoint is <code>{RECEIVER_ORIGIN}/&lt;name&gt;</code> is answered inside the sandbox. A script answers calls in
        turn, its last answer repeating; saving starts it over. Unscripted receivers answer 200.
      </p>
      <ReceiverForm key={editing.key} initial={editing.receiver} />
      <ReceiverList onEdit={(receiver) => setEditing((current) => ({ receiver, key: current.key + 1 }))} />
    </section>
  );
}
