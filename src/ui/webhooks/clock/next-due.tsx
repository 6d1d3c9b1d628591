/** A countdown to a notification's next attempt, on the gateway's clock. */
import { formatUtc } from '../../shared/format';
import { formatDuration } from '../duration';
import { useClockNow } from './clock-now';
import type { ClockReading } from '../webhooks-store';

export function NextDue({ at, clock }: { at: number; clock: ClockReading }) {
  const now = useClockNow(clock);
  const left = at - now;
  return (
    <p className="small next-due" data-testid="next-due">
      {left > 0 ? `Next attempt in ${formatDuration(left)}` : 'Next attempt due now'} ({formatUtc(at, 's')})
      {clock.mode === 'simulated' && left > 0 && <span className="muted"> · simulated time: advance the clock to reach it</span>}
    </p>
  );
}
