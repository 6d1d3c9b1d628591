/** Every request sent, newest first: searchable, replayable into the editor, clearable, linkable as a scenario. */
import { formatTime } from '../shared/format';
import { useConsoleStore, visibleHistory } from './console-store';
import { hostOfUrl } from './environments';
import { MadeLink, useScenarioLinks } from './history-link';
import { MethodBadge } from './method-badge';
import { PathText } from './path-text';

export function HistoryPanel() {
  const state = useConsoleStore();
  const entries = visibleHistory(state);
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
      <button type="button" className="button button--small" disabled={entries.length === 0} onClick={() => void link(entries)}>
        Link shown as a scenario
      </button>
      {made && <MadeLink made={made} />}
      {state.history.length === 0 && <p className="muted small">Requests you send are kept here, across reloads and sandbox resets.</p>}
      <ol className="history-list">
        {entries.map((entry) => (
          <li key={entry.id}>
            {/* Named by what it shows (a screen reader and a voice command meet the same words), the full URL in its title. */}
            <button type="button" className="history-item" onClick={() => state.replay(entry)} title={`${entry.request.method} ${entry.request.url}`}>
              <span className="history-verb">Replay</span> <MethodBadge method={entry.request.method} />{' '}
              <PathText className="history-url" path={shortUrl(entry.request.url)} />{' '}
              <span className={`status status--${tone(entry.status)}`}>{entry.status ?? 'no answer'}</span>{' '}
              <span className="muted small">{formatTime(entry.sentAt)}</span>
            </button>
            <button
              type="button"
              className="button button--small"
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

/**
 * The path and query, ids cut to their first characters, after `status` for the status host and
 * the host itself for one outside the sandbox; the full URL is in the button's title.
 */
function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const path = `${parsed.pathname}${parsed.search}`.replace(/([0-9a-f]{8})-[0-9a-f-]{27}/gi, '$1…');
    const host = hostOfUrl(url);
    if (!host) return `${parsed.host}${path}`;
    return `${host.role === 'status' ? 'status ' : ''}${path}`;
  } catch {
    return url;
  }
}
