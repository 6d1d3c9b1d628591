/**
 * The JSON editor the screens use: a plain text area at once, replaced by Monaco when its chunk
 * has loaded. The body editor of the console and, later, the webhook template editor share it.
 */
import { lazy, Suspense } from 'react';
import type { JsonEditorProps } from './json-editor-props';
import { loadMonaco } from './monaco-stages';
import './json-editor.css';

export type { JsonEditorProps };

const MonacoJsonEditor = lazy(() => loadMonaco().then(() => import('./monaco-json-editor').then((m) => ({ default: m.MonacoJsonEditor }))));

/** JSON editing with schema diagnostics, completion and hover once Monaco is in. */
export function JsonEditor(props: JsonEditorProps) {
  return (
    <Suspense fallback={<PlainJsonEditor {...props} />}>
      <MonacoJsonEditor {...props} />
    </Suspense>
  );
}

/** The text area shown while Monaco loads: same value, same name. */
export function PlainJsonEditor({ value, onChange, label, readOnly, height = '16rem' }: JsonEditorProps) {
  return (
    <textarea
      className="json-editor json-editor--plain"
      style={{ height }}
      aria-label={label}
      value={value}
      readOnly={readOnly}
      onChange={(event) => onChange?.(event.target.value)}
      spellCheck={false}
    />
  );
}
