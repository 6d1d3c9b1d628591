/** Header names and values as a definition list, shown as text whatever they hold. */
export function HeaderList({ headers }: { headers: readonly (readonly [string, string])[] }) {
  return (
    <dl className="headers">
      {headers.map(([name, value]) => (
        <div key={name} className="header-row">
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
