/** The gateway's current time: ticking each second in real mode, standing still when simulated. */
import { useEffect, useState } from 'react';
import { formatUtc } from '../../shared/format';
import type { ClockReading } from '../webhooks-store';

/** The mode and the time, in UTC, with the local time beside it. */
export function ClockNow({ clock }: { clock: ClockReading }) {
  const now = useClockNow(clock);
  return (
    <div className="clock-now">
      <span className={clock.mode === 'real' ? 'badge badge--ok' : 'badge badge--sandbox'} data-testid="clock-mode">
        {clock.mode}
      </span>
      <time className="clock-time" dateTime={new Date(now).toISOString()} data-testid="clock-now">
        {formatUtc(now, clock.mode === 'real' ? 's' : 'ms')}
      </time>
      <span className="muted small">local {new Date(now).toLocaleString()}</span>
    </div>
  );
}

/** Real time moves on from the reading, re-rendering on each new second; simulated time does not. */
export function useClockNow(clock: ClockReading): number {
  useSecondTicks(clock.mode === 'real');
  return gatewayNowOf(clock);
}

/**
 * Real time, epoch milliseconds, re-rendering on each new second, whatever the gateway's clock:
 * what a delivery's signature is dated with.
 */
export function useRealNow(): number {
  useSecondTicks(true);
  return Date.now();
}

/** Re-renders on each new second of real time while `ticking`. */
function useSecondTicks(ticking: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!ticking) return;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(
        () => {
          setTick((tick) => tick + 1);
          next();
        },
        1000 - (Date.now() % 1000),
      );
    };
    next();
    return () => clearTimeout(timer);
  }, [ticking]);
}

/** The gateway's time now, epoch milliseconds: real time runs on from the reading, simulated time stands. */
function gatewayNowOf(clock: ClockReading): number {
  return clock.mode === 'real' ? clock.now + (Date.now() - clock.readAt) : clock.now;
}
