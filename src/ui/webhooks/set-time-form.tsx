/** Sets simulated time to a date and time typed in UTC (switching to simulated time if needed). */
import { useState, type FormEvent } from 'react';
import { useWebhooksStore } from './webhooks-store';

/** `datetime-local` holds no zone: this form reads and writes it as UTC, and says so. */
export function SetTimeForm({ now }: { now: number }) {
  // Follows the clock until the person types a time of their own.
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? toUtcInput(now);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useWebhooksStore((state) => state.clockBusy);
  const setSimulatedTime = useWebhooksStore((state) => state.setSimulatedTime);

  function submit(event: FormEvent) {
    event.preventDefault();
    const at = fromUtcInput(value);
    setProblem(Number.isNaN(at) ? 'Enter a date and time.' : null);
    if (Number.isNaN(at)) return;
    setTyped(null);
    void setSimulatedTime(at);
  }

  return (
    <form className="inline-form" onSubmit={submit} aria-label="Set simulated time">
      <label className="field field--datetime">
        <span>Set simulated time (UTC)</span>
        <input type="datetime-local" step="1" value={value} onChange={(event) => setTyped(event.target.value)} />
      </label>
      <button type="submit" className="button" disabled={busy}>
        Set time
      </button>
      {problem && <p className="notice notice--error inline-form-problem">{problem}</p>}
    </form>
  );
}

/** Epoch milliseconds as the `datetime-local` value of that moment in UTC, to the second. */
function toUtcInput(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19);
}

/** A `datetime-local` value read as UTC; NaN when empty or malformed. */
function fromUtcInput(value: string): number {
  return value ? Date.parse(`${value}Z`) : Number.NaN;
}
