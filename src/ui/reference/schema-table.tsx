/**
 * Fields as a table a person reads: name, type, required, what it means and the values it takes;
 * a nested object's fields open beneath its row, drawn only once opened.
 */
import { useState } from 'react';
import { InlineCode, type JsonSchema } from '../console';
import { fieldsOf, typeOf, type Components, type Field } from './schema-fields';

/** A body's schema: its fields, or its type in words when it has none (a string, a binary image). */
export function SchemaTable({ schema, components, label }: { schema: JsonSchema; components: Components; label: string }) {
  const fields = fieldsOf(schema, components);
  if (fields.length === 0) {
    return (
      <p className="small">
        <span className="muted">Type: </span>
        <code>{typeOf(schema, components)}</code>
      </p>
    );
  }
  const whole = typeOf(schema, components);
  return (
    <>
      {whole.startsWith('array') && <p className="small muted">An {whole}, each with:</p>}
      <FieldTable fields={fields} components={components} label={label} />
    </>
  );
}

export function FieldTable({ fields, components, label }: { fields: Field[]; components: Components; label: string }) {
  return (
    <table className="schema-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Required</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <FieldRow key={field.name} field={field} components={components} path={label} />
        ))}
      </tbody>
    </table>
  );
}

function FieldRow({ field, components, path }: { field: Field; components: Components; path: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <tr>
        <td>
          <span className="schema-name">
            <code>{field.name}</code>
            {field.in && <span className="badge">{field.in}</span>}
            {field.nested && (
              <button
                type="button"
                className="button button--small schema-toggle"
                aria-expanded={open}
                aria-label={`${open ? 'Hide' : 'Show'} the fields of ${field.name}`}
                onClick={() => setOpen(!open)}
              >
                {open ? '−' : '+'}
              </button>
            )}
          </span>
        </td>
        <td data-label="Type">
          <code>{field.type}</code>
        </td>
        <td data-label="Required">{field.required ? <strong>required</strong> : <span className="muted">optional</span>}</td>
        <td data-label="Description">
          {field.description && <InlineCode text={field.description} />}
          {field.values && (
            <p className="schema-values small">
              One of:{' '}
              {field.values.map((value, index) => (
                <span key={index}>
                  {index > 0 && ' '}
                  <code>{typeof value === 'string' ? value : JSON.stringify(value)}</code>
                </span>
              ))}
            </p>
          )}
        </td>
      </tr>
      {open && field.nested && (
        <tr className="schema-nested">
          <td colSpan={4}>
            <FieldTable fields={fieldsOf(field.nested, components)} components={components} label={`${path}.${field.name}`} />
          </td>
        </tr>
      )}
    </>
  );
}
