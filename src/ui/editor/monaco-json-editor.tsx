/** A Monaco editor for JSON: the chunk that `JsonEditor` loads on demand. */
import Editor from '@monaco-editor/react';
import { useEffect, useState } from 'react';
import { useTheme } from '../theme/theme-store';
import type { JsonEditorProps } from './json-editor-props';
import { FONT_SIZE, setModelSchema } from './monaco-setup';
import { defineMonacoThemes, MONACO_THEMES } from './monaco-theme';

defineMonacoThemes();

export default function MonacoJsonEditor({ value, onChange, label, schema, readOnly, height = '16rem', onEditor }: JsonEditorProps) {
  const [modelUri, setModelUri] = useState<string | null>(null);
  const theme = MONACO_THEMES[useTheme()];

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
        onMount={(editor) => {
          setModelUri(editor.getModel()?.uri.toString() ?? null);
          onEditor?.(editor);
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
