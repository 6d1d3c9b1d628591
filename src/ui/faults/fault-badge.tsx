/** In the header while any fault is active, so nobody forgets one is slowing or failing the API. */
import { useLiveData } from '../live';
import { hrefOf } from '../shared/use-hash-route';
import { activeFaults } from './describe-fault';
import './faults.css';
import { useFaultsStore } from './faults-store';

export function FaultBadge() {
  const settings = useFaultsStore((state) => state.settings);
  const refresh = useFaultsStore((state) => state.refresh);
  // The faults are a settings record; the badge re-reads them when settings change.
  useLiveData(['settings'], refresh);
  const active = activeFaults(settings);
  if (active.length === 0) return null;

  return (
    <a className="fault-badge" href={hrefOf('/faults')} role="status">
      Faults on: {active.map(([env, text]) => `${env} ${text}`).join(' · ')}
    </a>
  );
}
