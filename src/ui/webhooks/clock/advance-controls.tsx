/** Moves simulated time: fixed steps, a custom amount, or straight to the next due delivery. */
import { useState, type FormEvent } from 'react';
import { RETRY_WAITS } from '../../../gateway';
import { formatDuration } from '../duration';
import { AdvanceProgressView } from './advance-progress';
import { useWebhooksStore } from '../webhooks-store';

const SECOND = 1000;
const STEPS = RETRY_WAITS.map((ms) => ({ label: `+${formatDuration(ms)}`, ms }));
const UNITS = { ms: 1, s: SECOND, min: 60 * SECOND, h: 3600 * SECOND, d: 86_400 * SECOND } as const;
type Unit = keyof typeof UNITS;
const REAL_TIME_REASON_ID = 'advance-reason';

/**
 * The steps are the gateway's retry waits (1 s, 5 s, 5 min, 1 h, 3 h), so each press reaches
 * the next retry. Real time cannot be moved: then every control is disabled and says why.
 */
export function AdvanceControls() {
  const real = useWebhooksStore((state) => state.clock?.mode === 'real');
  const busy = useWebhooksStore((state) => state.clockBusy) || real;
  const why = real ? REAL_TIME_REASON_ID : undefined;
  const advance = useWebhooksStore((state) => state.advance);
  const jumpToNextDue = useWebhooksStore((state) => state.jumpToNextDue);
  const advancing = useWebhooksStore((state) => state.advancing);
  const progress = useWebhooksStore((state) => state.advanceProgress);
  const [amount, setAmount] = useState('');
  const [unit, setUnit] = useState<Unit>('s');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const ms = Math.round(Number(amount) * UNITS[unit]);
    const problem =
      amount.trim() === '' || !Number.isFinite(ms) || ms < 0
        ? 'Enter an amount of 0 or more.'
        : ms > Number.MAX_SAFE_INTEGER
          ? 'That is further than the clock can count: enter a smaller amount.'
          : null;
    setProblem(problem);
    if (!problem) void advance(ms);
  }

  return (
    <div className="advance">
      <div className="advance-steps" role="group" aria-label="Advance simulated time">
        {STEPS.map((step) => (
          <button
            key={step.label}
            type="button"
            className="button button--small"
            disabled={busy}
            aria-describedby={why}
            onClick={() => void advance(step.ms)}
          >
            {step.label}
          </button>
        ))}
      </div>
      <form className="inline-form" onSubmit={submit} aria-label="Advance by a custom amount">
        <label className="field field--grow">
          <span>Custom amount</span>
          <input
            type="number"
            min="0"
            step="any"
            disabled={real}
            aria-describedby={why}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        <label className="field field--unit">
          <span>Unit</span>
          <select disabled={real} value={unit} onChange={(event) => setUnit(event.target.value as Unit)}>
            {Object.keys(UNITS).map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="button" disabled={busy} aria-describedby={why}>
          Advance
        </button>
        {problem && <p className="notice notice--error inline-form-problem">{problem}</p>}
      </form>
      <button type="button" className="button button--primary" disabled={busy} aria-describedby={why} onClick={() => void jumpToNextDue()}>
        Jump to next due delivery
      </button>
      {real && (
        <p className="muted small" id={REAL_TIME_REASON_ID} data-testid="advance-reason">
          Advancing works on simulated time only: the clock runs in real time now. Switch to simulated to move it.
        </p>
      )}
      {advancing && <AdvanceProgressView progress={progress} />}
    </div>
  );
}
