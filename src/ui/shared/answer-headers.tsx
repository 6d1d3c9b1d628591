/** An HTTP answer's headers, folded away under a summary: shown as text, whatever they hold. */
export function AnswerHeaders({ headers }: { headers: readonly (readonly [string, string])[] }) {
  return (
    <details className="answer-headers">
      <summary>Headers ({headers.length})</summary>
      <dl className="headers">
        {headers.map(([name, value]) => (
          <div key={name} className="header-row">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
