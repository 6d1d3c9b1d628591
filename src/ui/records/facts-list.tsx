/** A record's fields as a definition list; values are rendered as text, never as HTML. */
import type { ReactNode } from 'react';

export function FactsList({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="facts">
      {facts.map(([label, value]) => (
        <div key={label} className="facts-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The whole stored record as JSON, folded away until asked for. */
export function RawRecord({ record }: { record: unknown }) {
  return (
    <details className="raw-record">
      <summary>Stored record</summary>
      <pre className="body-text">{JSON.stringify(record, null, 2)}</pre>
    </details>
  );
}
