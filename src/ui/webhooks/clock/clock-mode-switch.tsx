/**
 * Real or simulated time: two buttons, the current one pressed, and a line saying what the other
 * would do. Going back to real time from a simulated time ahead of it moves the clock backwards,
 * so it asks first: attempts already made keep the times and signatures of the simulated clock.
 */
import { formatUtc } from '../../shared/format';
import type { ClockMode } from '../webhooks-api';
import { useWebhooksStore } from '../webhooks-store';

const MODES: { mode: ClockMode; label: string; does: string }[] = [
  {
    mode: 'real',
    label: 'Real time',
    does: 'Real time puts the clock back on this computer’s time; deliveries then fall due as time passes.',
  },
  {
    mode: 'simulated',
    label: 'Simulated',
    does: 'Simulated stops the clock where it stands; it then moves only when you set or advance it, running every delivery that falls due on the way.',
  },
];

/** A simulated time less than this ahead of real time is "now": going back moves nothing visibly. */
const AHEAD_MS = 60_000;

/** Switching to simulated time starts it where the clock stands. */
export function ClockModeSwitch() {
  const clock = useWebhooksStore((state) => state.clock);
  const busy = useWebhooksStore((state) => state.clockBusy);
  const switchMode = useWebhooksStore((state) => state.switchMode);
  const current = clock?.mode;
  const other = MODES.find(({ mode }) => mode !== current);

  function choose(mode: ClockMode) {
    if (mode === current) return;
    if (mode === 'real' && clock && clock.now - Date.now() > AHEAD_MS && !confirm(backToRealTime(clock.now))) return;
    void switchMode(mode);
  }

  return (
    <div className="clock-mode">
      <div className="segmented" role="group" aria-label="Clock mode">
        {MODES.map(({ mode, label }) => (
          <button
            key={mode}
            type="button"
            className={mode === current ? 'segmented-option segmented-option--on' : 'segmented-option'}
            aria-pressed={mode === current}
            aria-describedby={mode === other?.mode ? 'clock-mode-does' : undefined}
            disabled={busy || current === undefined}
            onClick={() => choose(mode)}
          >
            {label}
          </button>
        ))}
      </div>
      {/* Held, unseen, until the clock is read (as real time's line: a new sandbox's), so its arrival moves nothing. */}
      <p className={current ? 'muted small' : 'muted small unread'} id="clock-mode-does" aria-hidden={!current}>
        {current ? other?.does : MODES[1]!.does}
      </p>
    </div>
  );
}

/** The question asked before simulated time ahead of now goes back to real time. */
function backToRealTime(simulatedNow: number): string {
  return (
    `Simulated time (${formatUtc(simulatedNow, 's')}) is ahead of real time. Going back to real time moves the clock back to now. ` +
    'Attempts already made stay dated at their simulated times, so they will look as if they were made in the future. ' +
    'Go back to real time?'
  );
}
