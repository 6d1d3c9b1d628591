/** Sandbox or production: the hosts the request goes to, and the key that goes with them. */
import { useKeysStore } from '../../keys';
import { useConsoleStore } from '../console-store';
import { environments } from '../environments';

export function EnvironmentSwitch() {
  const env = useConsoleStore((state) => state.env);
  const switchEnv = useConsoleStore((state) => state.switchEnv);
  const partners = useKeysStore((state) => state.partners);
  return (
    <fieldset className="env-switch">
      <legend>Environment</legend>
      {environments().map((entry) => (
        <label key={entry.env} className={entry.env === env ? 'env-option env-option--on' : 'env-option'}>
          <input
            type="radio"
            name="console-environment"
            value={entry.env}
            checked={entry.env === env}
            onChange={() => switchEnv(entry.env, partners)}
          />
          {entry.label} <span className="muted small">{new URL(entry.base).host}</span>
        </label>
      ))}
    </fieldset>
  );
}
