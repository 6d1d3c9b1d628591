/** What is stored right now: a count per collection, the scripted receivers and the clock mode. */
import { formatUtc } from '../shared/format';
import type { ClockView } from '../shared/sandbox-client';
import { COUNTED } from './data-summary';
import { useDataStore } from './data-store';
import { Notice } from '../shared/notice';

/** The summary card; it follows every stored change while the screen is open. */
export function DataSummaryCard() {
  const summary = useDataStore((state) => state.summary);
  const error = useDataStore((state) => state.loadError);

  return (
    <section className="card data-summary" aria-labelledby="data-summary-title">
      <div className="panel-head">
        <h2 id="data-summary-title">Stored now</h2>
        {summary && <ClockLine clock={summary.clock} />}
      </div>
      <Notice text={error} />
      {!summary && !error && <p className="muted">Reading the stored data…</p>}
      {summary && (
        <dl className="count-grid">
          {COUNTED.map(([name, label]) => (
            <div key={name} className={summary.counts[name] > 0 ? 'count' : 'count count--zero'}>
              <dt>{label}</dt>
              <dd data-testid={`count-${name}`}>{summary.counts[name].toLocaleString('en-GB')}</dd>
            </div>
          ))}
          <div className={summary.receivers > 0 ? 'count' : 'count count--zero'}>
            <dt>Scripted receivers</dt>
            <dd data-testid="count-receivers">{summary.receivers}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

function ClockLine({ clock }: { clock: ClockView }) {
  return (
    <p className="clock-mode" data-testid="clock-mode">
      <span className="muted">Clock:</span>{' '}
      {clock.mode === 'real' ? (
        <span className="badge">real time</span>
      ) : (
        <>
          <span className="badge badge--info">simulated</span> <code>{formatUtc(clock.now, 's')}</code>
        </>
      )}
    </p>
  );
}
