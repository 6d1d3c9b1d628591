/**
 * Sets simulated time to a date and time typed in UTC. In real time that switches the clock to
 * simulated time, and the button and a note say so before it is pressed.
 */
import { useState, type FormEvent } from 'react';
import { useWebhooksStore } from '../webhooks-store';

/** `datetime-local` holds no zone: this form reads and writes it as UTC, and says so. */
export function SetTimeForm({ now, mode }: { now: number; mode: 'real' | 'simulated' }) {
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
      <button type="submit" className="button" disabled={busy} aria-describedby={mode === 'real' ? 'set-time-switches' : undefined}>
        {mode === 'real' ? 'Switch to simulated at this time' : 'Set time'}
      </button>
      {mode === 'real' && (
        <p className="muted small inline-form-note" id="set-time-switches">
          The clock runs in real time: setting a time switches it to simulated time, which then stands still until you set or advance it.
        </p>
      )}
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
