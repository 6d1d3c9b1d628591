/**
 * Every request sent, newest first: searchable, filtered by status and operation, replayable into
 * the editor, clearable, linkable as a scenario. Each row names its operation and what tells it
 * apart (`history-row.ts`) in a row of a fixed height: method, name (on two lines if it must) and
 * status above, the detail and the minute it was sent below; the whole of each in its title.
 */
import { useState } from 'react';
import { formatTime } from '../../shared/format';
import { useConsoleStore, visibleHistory } from '../console-store';
import { MadeLink, useScenarioLinks } from './history-link';
import { historyRowOf, matchesStatus, STATUS_FILTERS, type StatusFilter } from '../history';
import { MethodBadge } from '../catalogue';

export function HistoryPanel() {
  const state = useConsoleStore();
  const [statusFilter, setStatusFilter] = useState<StatusFilter | ''>('');
  const [operationFilter, setOperationFilter] = useState('');
  const rows = visibleHistory(state).map((entry) => ({ entry, row: historyRowOf(entry, state.operations) }));
  // The operations the history holds, each once, for the filter.
  const named = new Map(rows.flatMap(({ row }) => (row.operationId ? [[row.operationId, row.name] as const] : [])));
  const shown = rows.filter(
    ({ entry, row }) => matchesStatus(entry, statusFilter) && (!operationFilter || row.operationId === operationFilter),
  );
  const entries = shown.map(({ entry }) => entry);
  const { made, link } = useScenarioLinks();

  return (
    <section className="card history" aria-label="History">
      <div className="history-head">
        <h2>History</h2>
        <button
          type="button"
          className="button button--small"
          disabled={state.history.length === 0}
          onClick={() => {
            if (confirm('Forget every request in the history?')) void state.clearHistory();
          }}
        >
          Clear history
        </button>
      </div>
      <label className="field">
        <span>Search history</span>
        <input type="search" value={state.historyQuery} onChange={(event) => state.searchHistory(event.target.value)} />
      </label>
      <div className="history-filters">
        <label className="field">
          <span>Answered</span>
          <select value={statusFilter} onChange={(event) => setStatusFilter(event.target.value as StatusFilter | '')}>
            <option value="">Any</option>
            {STATUS_FILTERS.map((filter) => (
              <option key={filter}>{filter}</option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Kind</span>
          <select value={operationFilter} onChange={(event) => setOperationFilter(event.target.value)}>
            <option value="">Any</option>
            {[...named].map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <button type="button" className="button button--small" disabled={entries.length === 0} onClick={() => void link(entries)}>
        Link shown as a scenario
      </button>
      {made && <MadeLink made={made} />}
      {state.history.length === 0 && <p className="muted small">Requests you send are kept here, across reloads and sandbox resets.</p>}
      <ol className="history-list">
        {shown.map(({ entry, row }) => (
          <li key={entry.id}>
            {/* Named by what it shows (a screen reader and a voice command meet the same words), the whole in its title. */}
            <button
              type="button"
              className="history-item"
              onClick={() => state.replay(entry)}
              title={`${entry.request.method} ${entry.request.url}`}
            >
              <span className="history-verb">Replay</span> <MethodBadge method={entry.request.method} />{' '}
              <span className="history-name" title={row.name}>
                {row.name}
              </span>{' '}
              <span className={`status status--${tone(entry.status)}`}>{entry.status ?? 'no answer'}</span>{' '}
              <span className="history-detail muted" title={row.detail}>
                {row.detail}
              </span>{' '}
              <time className="history-time muted" dateTime={new Date(entry.sentAt).toISOString()} title={formatTime(entry.sentAt)}>
                {new Date(entry.sentAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}
              </time>
            </button>
            <button
              type="button"
              className="button button--small history-link"
              onClick={() => void link([entry])}
              aria-label={`Scenario link to ${entry.request.method} ${entry.request.url}`}
            >
              Link
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

function tone(status: number | undefined): string {
  if (status === undefined || status >= 500) return 'error';
  return status < 300 ? 'ok' : 'warn';
}
