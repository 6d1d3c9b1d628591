/** What the chosen operation does, what it answers and the errors it can give, from the document. */
import type { Operation } from './catalogue';
import { InlineCode } from './inline-code';

export function OperationNotes({ operation }: { operation: Operation }) {
  return (
    <section className="operation-notes" aria-label="About this operation">
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
