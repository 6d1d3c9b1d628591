/** Moves a payment to any status the sandbox allows from where it stands, as its customer or provider would. */
import { useState, type FormEvent } from 'react';
import { nextStatuses, type PaymentStatus } from '../../gateway';
import { recordActions } from './records-api';
import { useRecordsStore } from './records-store';

export function MovePaymentForm({ hash, status }: { hash: string; status: PaymentStatus }) {
  const moves = nextStatuses(status);
  const [target, setTarget] = useState<PaymentStatus | ''>('');
  const busy = useRecordsStore((state) => state.busy);
  const act = useRecordsStore((state) => state.act);
  const chosen = target && moves.includes(target) ? target : moves[0];

  if (!chosen) return <p className="muted small">{status} is final: no further move is possible.</p>;

  async function move(event: FormEvent) {
    event.preventDefault();
    if (chosen) await act(() => recordActions.movePayment(hash, chosen));
  }

  return (
    <form className="inline-form" onSubmit={move}>
      <label className="field">
        <span>Move to</span>
        <select value={chosen} onChange={(event) => setTarget(event.target.value as PaymentStatus)}>
          {moves.map((next) => (
            <option key={next}>{next}</option>
          ))}
        </select>
      </label>
      <button type="submit" className="button" disabled={busy}>
        Move payment
      </button>
    </form>
  );
}
