/** What is stored right now: a count per collection, the scripted receivers and the clock mode. */
import { formatUtc } from '../shared/format';
import type { ClockView } from '../shared/sandbox-client';
import { COUNTED, type DataSummary } from './data-summary';
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
      {!error && <CountGrid summary={summary} />}
    </section>
  );
}

/**
 * A tile per collection. Until the counts are read the tiles stand in their places with a dash,
 * so the panels below do not move down when the numbers come.
 */
function CountGrid({ summary }: { summary: DataSummary | null }) {
  const tiles: [string, string, number | undefined][] = [
    ...COUNTED.map(([name, label]): [string, string, number | undefined] => [name, label, summary?.counts[name]]),
    ['receivers', 'Scripted receivers', summary?.receivers],
  ];
  return (
    <dl className="count-grid" aria-busy={!summary}>
      {tiles.map(([name, label, count]) => (
        <div key={name} className={count ? 'count' : 'count count--zero'}>
          <dt>{label}</dt>
          <dd data-testid={summary ? `count-${name}` : undefined}>{count === undefined ? '–' : count.toLocaleString('en-GB')}</dd>
        </div>
      ))}
    </dl>
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
