/**
 * The gateway's clock in the header: real time, or simulated time with the time it stands at and
 * how far it is from real time (a clock left 10 h ahead explains many a surprise), with a link to
 * the clock controls on the Webhooks screen. It follows the stored clock, so a change made in any
 * tab or screen shows at once.
 */
import { useCallback, useState } from 'react';
import { useLiveData } from '../live';
import { hrefOf } from '../shared/use-hash-route';
import type { ClockView } from '../shared/sandbox-client';
import { formatUtc } from '../shared/format';
import { sandbox } from '../shared/sandbox-connection';

export function ClockChip() {
  const [clock, setClock] = useState<(ClockView & { readAt: number }) | null>(null);
  const read = useCallback(async () => {
    try {
      const view = await sandbox().call('GET /_sandbox/clock');
      setClock({ ...view, readAt: Date.now() });
    } catch {
      // The clock helper not answering is said on the Webhooks screen; the header stays quiet.
    }
  }, []);
  // The clock is a settings record.
  useLiveData(['settings'], read);

  const href = hrefOf('/webhooks');
  if (!clock || clock.mode === 'real') {
    // Until read, held in place unseen (as real time, a new sandbox's), so the header does not
    // shift; `visibility: hidden` also keeps it from the keyboard and screen readers meanwhile.
    return (
      <a
        className={clock ? 'clock-chip' : 'clock-chip unread'}
        href={href}
        data-testid="clock-chip"
        title="Clock controls, on the Webhooks screen"
      >
        Real time
      </a>
    );
  }
  return (
    <a className="clock-chip clock-chip--simulated" href={href} data-testid="clock-chip" title="Clock controls, on the Webhooks screen">
      Simulated clock <time dateTime={new Date(clock.now).toISOString()}>{formatUtc(clock.now, 's')}</time>{' '}
      <span className="clock-offset">{offsetText(clock.now - clock.readAt)}</span>
    </a>
  );
}

/** `+10 h 2 min`, `−3 d 4 h`, `+12 s`, or `now` within a second: the two largest units only. */
export function offsetText(ms: number): string {
  const sign = ms < 0 ? '−' : '+';
  let rest = Math.round(Math.abs(ms) / 1000);
  if (rest === 0) return 'now';
  const parts: string[] = [];
  for (const [unit, seconds] of [
    ['d', 86_400],
    ['h', 3600],
    ['min', 60],
    ['s', 1],
  ] as const) {
    if (rest >= seconds) {
      parts.push(`${Math.floor(rest / seconds)} ${unit}`);
      rest %= seconds;
    }
  }
  return `${sign}${parts.slice(0, 2).join(' ')}`;
}
