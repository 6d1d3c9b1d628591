/** The searchable list of every operation, grouped as the interface groups them. */
import { useState } from 'react';
import { groupOperations, MethodBadge, PathText, searchOperations } from '../catalogue';
import { useConsoleStore } from '../console-store';
import { focusRequestAfterPick } from './request-panel';

/** The catalogue side panel: a search box, then each group's operations as buttons. */
export function OperationCatalogue() {
  const operations = useConsoleStore((state) => state.operations);
  const operationId = useConsoleStore((state) => state.operationId);
  const catalogueError = useConsoleStore((state) => state.catalogueError);
  const pick = useConsoleStore((state) => state.pick);
  const [query, setQuery] = useState('');
  const groups = groupOperations(searchOperations(operations, query));

  return (
    <nav className="card catalogue" aria-label="Operations">
      <h2>Operations</h2>
      <label className="field">
        <span>Search operations</span>
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="payment, webhook, PATCH…" />
      </label>
      <p className="muted small">
        Or press <kbd>Ctrl</kbd>+<kbd>K</kbd> (<kbd>⌘</kbd>+<kbd>K</kbd> on a Mac) anywhere on this screen.
      </p>
      {catalogueError && <p className="notice notice--error">The catalogue could not be read: {catalogueError}</p>}
      <div className="catalogue-groups">
        {groups.map((group) => (
          <section key={group.name} className="catalogue-group">
            <h3>{group.name}</h3>
            <ul>
              {group.operations.map((operation) => (
                <li key={operation.id}>
                  <button
                    type="button"
                    className="operation-button"
                    aria-current={operation.id === operationId ? 'true' : undefined}
                    onClick={(event) => {
                      pick(operation.id);
                      // A click from Enter or Space has no pointer presses (`detail` 0).
                      focusRequestAfterPick(event.detail === 0);
                    }}
                    title={operation.summary}
                  >
                    <MethodBadge method={operation.method} />
                    <PathText className="operation-path" path={operation.path} />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {operations.length > 0 && groups.length === 0 && <p className="muted">No operation matches.</p>}
      </div>
    </nav>
  );
}
