/** One environment's rule: latency (none, fixed or a range), a share of 500 or 503 answers, endpoints. */
import { useState, type FormEvent } from 'react';
import type { Environment, FaultRule } from '../../gateway';
import { useFaultsStore } from './faults-store';

type LatencyMode = 'none' | 'fixed' | 'range';

export function FaultRuleForm({ env, rule, endpoints }: { env: Environment; rule: FaultRule | null; endpoints: string[] }) {
  const latency = rule?.latencyMs;
  const [mode, setMode] = useState<LatencyMode>(latency === undefined ? 'none' : typeof latency === 'number' ? 'fixed' : 'range');
  const [min, setMin] = useState(String(typeof latency === 'number' ? latency : (latency?.min ?? 200)));
  const [max, setMax] = useState(String(typeof latency === 'object' ? latency.max : 800));
  const [percent, setPercent] = useState(String((rule?.errorRate ?? 0) * 100));
  const [status, setStatus] = useState<500 | 503>(rule?.errorStatus ?? 503);
  const [chosen, setChosen] = useState<string[] | null>(rule?.endpoints ?? null);
  const busy = useFaultsStore((state) => state.busy);
  const save = useFaultsStore((state) => state.save);

  function submit(event: FormEvent) {
    event.preventDefault();
    const latencyMs = mode === 'fixed' ? Number(min) : mode === 'range' ? { min: Number(min), max: Number(max) } : undefined;
    void save({ env, latencyMs, errorRate: Number(percent) / 100, errorStatus: status, endpoints: chosen?.length ? chosen : undefined });
  }

  const toggle = (endpoint: string, on: boolean) =>
    setChosen((current) => (on ? [...(current ?? []), endpoint] : (current ?? []).filter((item) => item !== endpoint)));

  return (
    <form className="card fault-form" onSubmit={submit} aria-label={`Faults of ${env}`}>
      <fieldset>
        <legend>Added latency</legend>
        {(['none', 'fixed', 'range'] as const).map((option) => (
          <label key={option} className="checkbox">
            <input type="radio" name="latency" checked={mode === option} onChange={() => setMode(option)} />
            <span>{option === 'none' ? 'None' : option === 'fixed' ? 'Fixed' : 'Range'}</span>
          </label>
        ))}
      </fieldset>
      {mode !== 'none' && (
        <div className="inline-form">
          <label className="field">
            <span>{mode === 'fixed' ? 'Milliseconds' : 'From ms'}</span>
            <input type="number" min={0} max={60000} value={min} onChange={(event) => setMin(event.target.value)} />
          </label>
          {mode === 'range' && (
            <label className="field">
              <span>To ms</span>
              <input type="number" min={0} max={60000} value={max} onChange={(event) => setMax(event.target.value)} />
            </label>
          )}
        </div>
      )}
      <div className="inline-form">
        <label className="field">
          <span>Share of errors (%)</span>
          <input type="number" min={0} max={100} step="any" value={percent} onChange={(event) => setPercent(event.target.value)} />
        </label>
        <label className="field">
          <span>Error status</span>
          <select value={status} onChange={(event) => setStatus(Number(event.target.value) as 500 | 503)}>
            <option value={503}>503 Service Unavailable</option>
            <option value={500}>500 Something went wrong</option>
          </select>
        </label>
      </div>
      <fieldset>
        <legend>Endpoints</legend>
        <label className="checkbox">
          <input type="checkbox" checked={chosen === null} onChange={(event) => setChosen(event.target.checked ? null : [])} />
          <span>All endpoints</span>
        </label>
        {chosen !== null && (
          <div className="fault-endpoints">
            {endpoints.map((endpoint) => (
              <label key={endpoint} className="checkbox">
                <input type="checkbox" checked={chosen.includes(endpoint)} onChange={(event) => toggle(endpoint, event.target.checked)} />
                <code>{endpoint}</code>
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Apply faults
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void save({ env, errorRate: 0 })}>
          Turn off
        </button>
      </div>
    </form>
  );
}
