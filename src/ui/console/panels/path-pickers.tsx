/** One picker per path parameter, offering the stored records it can name (by name, not by id). */
import { useConsoleStore, valuesOf } from '../console-store';
import { type Operation, paramsOf } from '../catalogue';
import { optionsFor } from '../request';

export function PathPickers({ operation }: { operation: Operation }) {
  const request = useConsoleStore((state) => state.request);
  const env = useConsoleStore((state) => state.env);
  const records = useConsoleStore((state) => state.records);
  const setParam = useConsoleStore((state) => state.setParam);
  const names = paramsOf(operation.path);
  const values = valuesOf(operation, request.url);
  if (names.length === 0) return null;

  return (
    <div className="path-pickers">
      {names.map((name) => {
        const options = records ? optionsFor(name, records, { env, apiKey: request.apiKey, values }) : [];
        const value = values[name] ?? '';
        return (
          <label key={name} className="field">
            <span>{name}</span>
            {options.length > 0 ? (
              <select value={value} onChange={(event) => setParam(name, event.target.value)}>
                {!options.some((option) => option.value === value) && <option value={value}>{value || 'choose…'}</option>}
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                value={value}
                placeholder="none stored: type one"
                onChange={(event) => setParam(name, event.target.value)}
                spellCheck={false}
              />
            )}
          </label>
        );
      })}
    </div>
  );
}
