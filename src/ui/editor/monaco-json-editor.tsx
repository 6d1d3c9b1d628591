/** A Monaco editor for JSON: the chunk that `JsonEditor` loads on demand. */
import Editor from '@monaco-editor/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { editor } from 'monaco-editor/editor';
import { useTheme } from '../theme/theme-store';
import type { JsonEditorProps } from './json-editor-props';
import { FONT_SIZE, setModelSchema } from './monaco-setup';
import { defineMonacoThemes, MONACO_THEMES } from './monaco-theme';

defineMonacoThemes();

export default function MonacoJsonEditor({ value, onChange, label, schema, readOnly, documentId, height = '16rem', onEditor }: JsonEditorProps) {
  const [modelUri, setModelUri] = useState<string | null>(null);
  const theme = MONACO_THEMES[useTheme()];
  const mounted = useRef<editor.IStandaloneCodeEditor | null>(null);

  // A new document replaces the model's text with `setValue`, which also clears its undo history.
  // Left to @monaco-editor/react, a new value is an edit (`executeEdits`): Ctrl+Z right after an
  // example was loaded took the example away. A layout effect runs before the library's effects,
  // which then find the text already in place.
  useLayoutEffect(() => {
    const model = mounted.current?.getModel();
    if (model && model.getValue() !== value) model.setValue(value);
    // Only a new document does this; `value` changing alone is the library's to apply.
  }, [documentId]);

  useEffect(() => {
    if (!modelUri) return;
    setModelSchema(modelUri, schema);
    return () => setModelSchema(modelUri, undefined);
  }, [modelUri, schema]);

  return (
    <div className="json-editor" style={{ height }}>
      <Editor
        height={height}
        defaultLanguage="json"
        theme={theme}
        value={value}
        onChange={(text) => onChange?.(text ?? '')}
        onMount={(instance) => {
          mounted.current = instance;
          setModelUri(instance.getModel()?.uri.toString() ?? null);
          onEditor?.(instance);
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
