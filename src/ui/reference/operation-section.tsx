/**
 * One operation of the reference: what it does (the console's notes: the 200, the errors), the
 * interface's quirks, its parameters, request and answer as tables, and its live examples.
 */
import { memo, useMemo, useRef } from 'react';
import { InlineCode, MethodBadge, OperationNotes } from '../console';
import { hrefOf } from '../shared/use-hash-route';
import { examplesOf } from './example-scenarios';
import { LiveExample } from './live-example';
import { useNearView } from './use-near-view';
import type { ReferenceOperation } from './reference-document';
import { parameterFields, type Components } from './schema-fields';
import { FieldTable, SchemaTable } from './schema-table';

/** The element id of an operation's section, which `#/reference/<operationId>` scrolls to. */
export const sectionIdOf = (operationId: string) => `operation-${operationId}`;

interface OperationSectionProps {
  operation: ReferenceOperation;
  all: readonly ReferenceOperation[];
  components: Components;
  /** The operation the address names: its example runs at once. */
  opened: boolean;
}

export const OperationSection = memo(function OperationSection({ operation, all, components, opened }: OperationSectionProps) {
  const headingId = `${sectionIdOf(operation.id)}-heading`;
  const section = useRef<HTMLElement>(null);
  const near = useNearView(section, opened);
  return (
    <section ref={section} id={sectionIdOf(operation.id)} className="card reference-operation" aria-labelledby={headingId} tabIndex={-1}>
      <h3 id={headingId} className="reference-operation-title">
        <MethodBadge method={operation.method} /> <code>{operation.path}</code>
        <a
          className="reference-permalink small"
          href={hrefOf(`/reference/${operation.id}`)}
          aria-label={`Link to ${operation.method} ${operation.path}`}
        >
          #
        </a>
      </h3>
      <p className="small muted">
        operationId <code>{operation.id}</code>
        {operation.keyed ? ' · needs X-API-KEY' : ''}
      </p>
      <OperationNotes operation={operation} label={`About ${operation.method} ${operation.path}`} />
      {operation.quirks.length > 0 && (
        <div className="reference-quirks" role="note" aria-label="Quirks of the interface">
          <h4>Quirks of the interface</h4>
          <ul>
            {operation.quirks.map((quirk) => (
              <li key={quirk}>
                <InlineCode text={quirk} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {near ? (
        <OperationDetails operation={operation} all={all} components={components} opened={opened} />
      ) : (
        <p className="muted small">Drawing…</p>
      )}
    </section>
  );
});

/** The parameters, the request and answer tables, and the live examples: drawn once near the screen. */
function OperationDetails({ operation, all, components, opened }: OperationSectionProps) {
  // Made once: a new scenario object would make its link data again.
  const examples = useMemo(() => examplesOf(operation, all), [operation, all]);
  return (
    <>
      {operation.parameters.length > 0 && (
        <>
          <h4>Parameters</h4>
          <FieldTable fields={parameterFields(operation.parameters, components)} components={components} label="Parameters" />
        </>
      )}
      {operation.request && (
        <>
          <h4>
            Request body{' '}
            <span className="muted small">
              {operation.request.contentType}
              {operation.request.required ? '' : ', optional'}
            </span>
          </h4>
          {operation.request.schema && <SchemaTable schema={operation.request.schema} components={components} label="Request body" />}
        </>
      )}
      <h4>
        Answer <span className="muted small">200{operation.answer ? ` ${operation.answer.contentType}` : ', empty body'}</span>
      </h4>
      {operation.answer?.schema && <SchemaTable schema={operation.answer.schema} components={components} label="Answer" />}
      {examples.map((example) => (
        <LiveExample key={example.title} example={example} autoRun={opened && example === examples[0]} />
      ))}
    </>
  );
}
