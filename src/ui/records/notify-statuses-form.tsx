/** Which payment statuses notify the product's webhooks (`PUT /_sandbox/products/{id}/notifications`). */
import { useEffect, useState, type FormEvent } from 'react';
import { NOTIFIABLE_STATUSES, type NotifiableStatus } from '../../gateway';
import { recordActions } from './records-api';
import { useRecordsStore } from './records-store';

export function NotifyStatusesForm({ productId, statuses }: { productId: string; statuses: NotifiableStatus[] }) {
  const [chosen, setChosen] = useState(new Set(statuses));
  const busy = useRecordsStore((state) => state.busy);
  const act = useRecordsStore((state) => state.act);
  const stored = statuses.join();
  useEffect(() => setChosen(new Set(stored ? (stored.split(',') as NotifiableStatus[]) : [])), [stored]);

  function toggle(status: NotifiableStatus, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(status);
    else next.delete(status);
    setChosen(next);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    await act(() =>
      recordActions.setNotifyStatuses(
        productId,
        NOTIFIABLE_STATUSES.filter((status) => chosen.has(status)),
      ),
    );
  }

  return (
    <form className="card notify-statuses" onSubmit={save}>
      <fieldset>
        <legend>Statuses that notify webhooks</legend>
        {NOTIFIABLE_STATUSES.map((status) => (
          <label key={status} className="checkbox">
            <input type="checkbox" checked={chosen.has(status)} onChange={(event) => toggle(status, event.target.checked)} />
            <span>{status}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={busy}>
        Save notifications
      </button>
    </form>
  );
}
