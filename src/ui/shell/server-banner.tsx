/**
 * Says that the Node server cannot be reached and that what the screens show may be out of date,
 * with when the next attempt is made; it goes away by itself once the server answers again. The
 * attempt's time is a clock time, not a countdown, so a screen reader announces it once.
 */
import { useServerReach } from './server-reach';

export function ServerBanner() {
  const address = useServerReach((state) => state.unreachable);
  const retryAt = useServerReach((state) => state.retryAt);
  if (!address) return null;
  return (
    <div className="server-banner" role="alert">
      <span>
        The gateway server at <code>{address}</code> cannot be reached: what you see may be out of date, and nothing you send reaches it.
        {retryAt !== null && ` Next attempt at ${new Date(retryAt).toLocaleTimeString()}.`}
      </span>
    </div>
  );
}
