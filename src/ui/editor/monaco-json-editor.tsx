/** A Monaco editor for JSON: the chunk that `JsonEditor` loads on demand. */
import Editor from '@monaco-editor/react';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { editor } from 'monaco-editor/editor';
import type { JsonSchema } from '../shared/json-schema';
import { useTheme } from '../theme';
import { mistakeWarnings } from './accepted-mistakes';
import { editorSchema } from './editor-schema';
import type { JsonEditorProps } from './json-editor-props';
import { FONT_SIZE, monaco, setModelSchema } from './monaco-setup';
import { defineMonacoThemes, MONACO_THEMES } from './monaco-theme';

defineMonacoThemes();

/** The owner of the warnings on the interface's "wrong but 200" mistakes, beside the schema's own markers. */
const MISTAKES = 'accepted-mistakes';

export function MonacoJsonEditor({ value, onChange, label, schema, readOnly, documentId, height = '16rem', onEditor }: JsonEditorProps) {
  const [instance, setInstance] = useState<editor.IStandaloneCodeEditor | null>(null);
  const theme = MONACO_THEMES[useTheme()];
  const offered = useMemo(() => (schema ? editorSchema(schema as JsonSchema) : undefined), [schema]);

  // A new document replaces the model's text with `setValue`, which also clears its undo history.
  // Left to @monaco-editor/react, a new value is an edit (`executeEdits`): Ctrl+Z right after an
  // example was loaded took the example away. A layout effect runs before the library's effects,
  // which then find the text already in place.
  useLayoutEffect(() => {
    const model = instance?.getModel();
    if (model && model.getValue() !== value) model.setValue(value);
    // Only a new document does this; `value` changing alone is the library's to apply.
  }, [documentId]);

  useEffect(() => {
    const modelUri = instance?.getModel()?.uri.toString();
    if (!modelUri) return;
    setModelSchema(modelUri, offered);
    return () => setModelSchema(modelUri, undefined);
  }, [instance, offered]);

  // Warnings, not errors: the gateway answers each of these mistakes 200.
  useEffect(() => {
    const model = instance?.getModel();
    if (!model) return;
    // Read from the model, which the offsets must fit (`value` is what changed it).
    const warnings = schema && !readOnly ? mistakeWarnings(schema as JsonSchema, model.getValue()) : [];
    monaco.editor.setModelMarkers(
      model,
      MISTAKES,
      warnings.map(({ offset, length, message }) => {
        const start = model.getPositionAt(offset);
        const end = model.getPositionAt(offset + length);
        return {
          severity: monaco.MarkerSeverity.Warning,
          message,
          startLineNumber: start.lineNumber,
          startColumn: start.column,
          endLineNumber: end.lineNumber,
          endColumn: end.column,
        };
      }),
    );
  }, [instance, schema, readOnly, value]);

  return (
    <div className="json-editor" style={{ height }}>
      <Editor
        height={height}
        defaultLanguage="json"
        theme={theme}
        value={value}
        onChange={(text) => onChange?.(text ?? '')}
        onMount={(mounted) => {
          setInstance(mounted);
          onEditor?.(mounted);
        }}
        loading={<span className="muted small">Loading the editor…</span>}
        options={{
          ariaLabel: label,
          readOnly,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          fontSize: FONT_SIZE,
          tabSize: 2,
          wordWrap: 'on',
          automaticLayout: true,
          fixedOverflowWidgets: true,
          // Tab moves focus out of the editor, so a keyboard never gets trapped in it.
          tabFocusMode: true,
        }}
      />
    </div>
  );
}
