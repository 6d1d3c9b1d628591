/** Extra request headers, one row each; the key and the content type are added by the console. */
import { useConsoleStore } from '../console-store';

export function HeadersEditor() {
  const headers = useConsoleStore((state) => state.request.headers);
  const edit = useConsoleStore((state) => state.edit);
  const change = (index: number, patch: Partial<(typeof headers)[number]>) =>
    edit({ headers: headers.map((row, at) => (at === index ? { ...row, ...patch } : row)) });

  return (
    <fieldset className="headers-editor">
      <legend>Headers</legend>
      {headers.map((row, index) => (
        <div key={index} className="header-edit-row">
          <input
            aria-label={`Header ${index + 1} name`}
            placeholder="Name"
            value={row.name}
            onChange={(event) => change(index, { name: event.target.value })}
            spellCheck={false}
          />
          <input
            aria-label={`Header ${index + 1} value`}
            placeholder="Value"
            value={row.value}
            onChange={(event) => change(index, { value: event.target.value })}
            spellCheck={false}
          />
          <button
            type="button"
            className="button button--small"
            aria-label={`Remove header ${index + 1}`}
            onClick={() => edit({ headers: headers.filter((_, at) => at !== index) })}
          >
            Remove
          </button>
        </div>
      ))}
      <button type="button" className="button button--small" onClick={() => edit({ headers: [...headers, { name: '', value: '' }] })}>
        Add header
      </button>
    </fieldset>
  );
}
