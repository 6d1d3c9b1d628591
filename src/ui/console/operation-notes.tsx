/** What the chosen operation does, what it answers and the errors it can give, from the document. */
import type { Operation } from './catalogue';

export function OperationNotes({ operation }: { operation: Operation }) {
  return (
    <section className="operation-notes" aria-label="About this operation">
      <p className="operation-summary">
        <strong>{operation.summary}</strong>
        {operation.host === 'status' && <span className="badge">status host</span>}
        {!operation.keyed && <span className="badge">no key</span>}
      </p>
      <p className="small">
        <span className="muted">200: </span>
        {operation.answers}
      </p>
      {operation.errors.length > 0 && (
        <details className="small">
          <summary>Errors it can give ({operation.errors.map((error) => error.status).join(', ')})</summary>
          <dl className="operation-errors">
            {operation.errors.map((error) => (
              <div key={error.status}>
                <dt>{error.status}</dt>
                <dd>{error.description}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </section>
  );
}
