/** Real or simulated time: two buttons, the current one pressed. */
import type { ClockMode } from './webhooks-api';
import { useWebhooksStore } from './webhooks-store';

const MODES: { mode: ClockMode; label: string }[] = [
  { mode: 'real', label: 'Real time' },
  { mode: 'simulated', label: 'Simulated' },
];

/** Switching to simulated time starts it where the clock stands. */
export function ClockModeSwitch() {
  const current = useWebhooksStore((state) => state.clock?.mode);
  const busy = useWebhooksStore((state) => state.clockBusy);
  const switchMode = useWebhooksStore((state) => state.switchMode);

  return (
    <div className="segmented" role="group" aria-label="Clock mode">
      {MODES.map(({ mode, label }) => (
        <button
          key={mode}
          type="button"
          className={mode === current ? 'segmented-option segmented-option--on' : 'segmented-option'}
          aria-pressed={mode === current}
          disabled={busy || current === undefined}
          onClick={() => mode !== current && void switchMode(mode)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
