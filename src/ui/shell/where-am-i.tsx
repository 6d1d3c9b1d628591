/**
 * Where the person is, on every screen: the environment the console sends to (a Production badge
 * beside a `sk_live_` key, not always "sandbox") and the gateway's clock (`clock-chip.tsx`).
 */
import { useConsoleEnvironment } from '../console';
import { ClockChip } from './clock-chip';

export function WhereAmI() {
  const env = useConsoleEnvironment();
  return (
    <div className="where-am-i">
      <span
        className={`badge badge--${env}`}
        data-testid="console-environment"
        title={
          env === 'production'
            ? 'The console sends to the production hosts, with a live key'
            : 'The console sends to the sandbox hosts, with a test key'
        }
      >
        {env === 'production' ? 'Production' : 'Sandbox'}
      </span>
      <ClockChip />
    </div>
  );
}
