/** What the chosen operation does, what it answers and the errors it can give, from the document. */
import type { Operation } from './catalogue';
import { InlineCode } from './inline-code';

/** `label` names the region: a page of many operations (the reference) gives each its own. */
export function OperationNotes({ operation, label = 'About this operation' }: { operation: Operation; label?: string }) {
  return (
    <section className="operation-notes" aria-label={label}>
      <p className="operation-summary">
        <strong>
          <InlineCode text={operation.summary} />
        </strong>
        {operation.host === 'status' && <span className="badge">status host</span>}
        {!operation.keyed && <span className="badge">no key</span>}
      </p>
      <p className="small">
        <span className="muted">200: </span>
        <InlineCode text={operation.answers} />
      </p>
      {operation.errors.length > 0 && (
        <details className="small">
          <summary>Errors it can give ({operation.errors.map((error) => error.status).join(', ')})</summary>
          <dl className="operation-errors">
            {operation.errors.map((error) => (
              <div key={error.status}>
                <dt>{error.status}</dt>
                <dd>
                  <InlineCode text={error.description} />
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </section>
  );
}
