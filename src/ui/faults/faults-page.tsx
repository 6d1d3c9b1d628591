/** The Faults screen: one rule per environment, and what is active now. */
import { useEffect, useState } from 'react';
import type { Environment } from '../../gateway';
import { Page } from '../shared/page';
import { activeFaults } from './describe-fault';
import { readEndpoints } from './faults-api';
import { FaultRuleForm } from './fault-rule-form';
import { useFaultsStore } from './faults-store';
import { Notice } from '../shared/notice';
import './faults.css';

export function FaultsPage() {
  const settings = useFaultsStore((state) => state.settings);
  const error = useFaultsStore((state) => state.error);
  const [env, setEnv] = useState<Environment>('sandbox');
  const [endpoints, setEndpoints] = useState<string[]>([]);
  useEffect(() => {
    void readEndpoints().then(setEndpoints, () => setEndpoints([]));
  }, []);
  const active = activeFaults(settings);

  return (
    <Page
      title="API faults"
      intro="Slow the gateway down or make it fail, to see how an integration copes. Faults apply to this workspace's API and status hosts, never to the sandbox helpers."
    >
      {active.length === 0 ? (
        <p className="muted">No fault is active.</p>
      ) : (
        <ul>
          {active.map(([activeEnv, text]) => (
            <li key={activeEnv}>
              <strong>{activeEnv}</strong>: {text}
            </li>
          ))}
        </ul>
      )}
      <Notice text={error} />
      <label className="field fault-env">
        <span>Environment</span>
        <select value={env} onChange={(event) => setEnv(event.target.value as Environment)}>
          <option value="sandbox">sandbox</option>
          <option value="production">production</option>
        </select>
      </label>
      {settings && <FaultRuleForm key={env} env={env} rule={settings[env]} endpoints={endpoints} />}
    </Page>
  );
}
