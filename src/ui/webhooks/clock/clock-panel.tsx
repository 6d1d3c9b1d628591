/** The gateway's clock: its mode and time, switching, setting and advancing simulated time. */
import { useLiveData } from '../../live';
import { AdvanceControls } from './advance-controls';
import { ClockModeSwitch } from './clock-mode-switch';
import { ClockNow } from './clock-now';
import { SetTimeForm } from './set-time-form';
import { useWebhooksStore, type ClockReading } from '../webhooks-store';

/**
 * Laid out, unseen, until the clock is read: the panel then has its size from the first paint, and
 * the controls below do not jump down when the reading arrives (a new sandbox runs in real time).
 */
const UNREAD: ClockReading = { mode: 'real', now: 0, readAt: 0 };

/** The clock card; a helper's refusal (a 400, say) shows as text under the controls. */
export function ClockPanel() {
  const clock = useWebhooksStore((state) => state.clock);
  const error = useWebhooksStore((state) => state.clockError);
  const note = useWebhooksStore((state) => state.clockNote);
  // The clock is a settings record.
  useLiveData(
    ['settings'],
    useWebhooksStore((state) => state.refreshClock),
  );

  return (
    <section className="card clock-panel" aria-labelledby="clock-title">
      <div className="panel-head">
        <h2 id="clock-title">Gateway clock</h2>
        <ClockModeSwitch />
      </div>
      <div className={clock ? undefined : 'unread'} aria-hidden={!clock} inert={!clock}>
        <ClockNow clock={clock ?? UNREAD} />
        <SetTimeForm now={(clock ?? UNREAD).now} mode={(clock ?? UNREAD).mode} />
      </div>
      <AdvanceControls />
      {error && (
        <p className="notice notice--error" role="alert" data-testid="clock-error">
          {error}
        </p>
      )}
      {note && <p className="notice notice--info">{note}</p>}
      <p className="muted small">
        Simulated time stands still until you set or advance it; advancing runs every delivery that falls due on the way. Their payload
        dates and attempt times follow the gateway's clock, but every call is signed with the real time it goes out (<code>t=</code> in
        X-Service-Signature), as Stripe's test clocks sign: a receiver that checks the signature's age against its own clock accepts every
        retry an advance sends, however far time moves.
      </p>
    </section>
  );
}
