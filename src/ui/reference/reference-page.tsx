/**
 * `#/reference` (and `#/reference/<operationId>`): the API reference, generated from the
 * gateway's OpenAPI document. Every operation of the interface and of the helpers, grouped by
 * resource, each with its live example; a filter over names, paths and summaries.
 */
import { useEffect, useMemo } from 'react';
import { searchOperations, MethodBadge, PathText } from '../console';
import { hrefOf } from '../shared/use-hash-route';
import { OperationSection, sectionIdOf } from './operation-section';
import type { ReferenceOperation } from './reference-document';
import { useReferenceStore } from './reference-store';
// The console's method badges and operation notes, and the scenarios' copy buttons, styled as there.
import '../console/console.css';
import '../scenarios/scenarios.css';
import './reference.css';

export function ReferencePage({ operationId }: { operationId: string | null }) {
  const { phase, operations, components, problem, query, load, setQuery } = useReferenceStore();
  useEffect(() => void load(), [load]);
  const shown = useMemo(() => searchOperations(operations, query), [operations, query]);
  const groups = useMemo(() => resourceGroups(shown), [shown]);
  const opened = operations.find((operation) => operation.id === operationId);
  useOpenedOperation(opened?.id ?? null, setQuery);

  return (
    <div className="reference">
      <section className="page-intro">
        <h1>API reference</h1>
        <p>
          Every operation of the gateway’s interface and of the sandbox helpers, from its OpenAPI document. Each example runs in place on a
          gateway of its own in this page’s memory, as an embed does: nothing in your workspace changes.
        </p>
      </section>
      {phase === 'loading' && <p className="muted">Reading the OpenAPI document…</p>}
      {phase === 'failed' && <p className="notice notice--error">{problem}</p>}
      {operationId && phase === 'ready' && !opened && <p className="notice notice--warn">The document has no operation {operationId}.</p>}
      {phase === 'ready' && (
        <div className="reference-layout">
          <nav className="reference-nav" aria-label="Operations">
            <label className="field reference-filter">
              <span>Filter operations</span>
              <input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="payment, webhook, PATCH…"
              />
            </label>
            <p className="small muted" aria-live="polite">
              {shown.length === operations.length
                ? `${operations.length} operations`
                : `${shown.length} of ${operations.length} operations`}
            </p>
            {groups.map((group) => (
              <div key={group.name} className="reference-nav-group">
                <h2>{group.name}</h2>
                <ul>
                  {group.operations.map((operation) => (
                    <li key={operation.id}>
                      <a href={hrefOf(`/reference/${operation.id}`)} aria-current={operation.id === opened?.id ? 'location' : undefined}>
                        <MethodBadge method={operation.method} /> <PathText path={operation.path} className="operation-path" />
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div className="reference-operations">
            {shown.length === 0 && <p className="muted">No operation matches “{query}”.</p>}
            {groups.map((group) => (
              <section key={group.name} className="reference-group" aria-label={group.name}>
                <h2>{group.name}</h2>
                {group.operations.map((operation) => (
                  <OperationSection
                    key={operation.id}
                    operation={operation}
                    all={operations}
                    components={components}
                    opened={operation.id === opened?.id}
                  />
                ))}
              </section>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * The document's tags, the helpers' split by the resource they act on (`/_sandbox/clock`,
 * `/_sandbox/records`…): fifty operations under one heading would be hard to find one's way in.
 */
function resourceGroups(operations: readonly ReferenceOperation[]): { name: string; operations: ReferenceOperation[] }[] {
  const groups = new Map<string, ReferenceOperation[]>();
  for (const operation of operations) {
    const resource = /^\/_sandbox\/([^/]+)/.exec(operation.path)?.[1];
    const name = resource ? `${operation.group}: ${resource}` : operation.group;
    groups.set(name, [...(groups.get(name) ?? []), operation]);
  }
  return [...groups].map(([name, members]) => ({ name, operations: members }));
}

/**
 * The operation the address names is shown: the filter cleared, its section scrolled to and
 * focused, and its link in the list scrolled into the list's own view (never the page's).
 */
function useOpenedOperation(operationId: string | null, setQuery: (query: string) => void): void {
  useEffect(() => {
    if (!operationId) return;
    setQuery('');
    // After the cleared filter has drawn every section again.
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById(sectionIdOf(operationId));
      section?.scrollIntoView({ block: 'start' });
      section?.focus({ preventScroll: true });
      const list = document.querySelector<HTMLElement>('.reference-nav');
      const link = list?.querySelector('a[aria-current]');
      if (list && link) list.scrollTop += link.getBoundingClientRect().top - list.getBoundingClientRect().top - list.clientHeight / 3;
    });
    return () => cancelAnimationFrame(frame);
  }, [operationId, setQuery]);
}
