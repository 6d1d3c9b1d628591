/** What every JSON editor takes, Monaco's and the plain-text one shown while Monaco loads. */
import type { editor } from 'monaco-editor/editor';

export interface JsonEditorProps {
  value: string;
  onChange?(value: string): void;
  /** The accessible name of the editing area. */
  label: string;
  /** The JSON Schema the text is checked against: diagnostics, completion and hover come from it. */
  schema?: object;
  readOnly?: boolean;
  /**
   * Names the document shown. When it changes, `value` is a new document (an example loaded, say),
   * with an undo history of its own; otherwise a new `value` is an edit the person can undo.
   */
  documentId?: number | string;
  /** CSS height of the editor. */
  height?: string;
  /** Monaco only: called with the editor once it is mounted, to add markers or providers. */
  onEditor?(instance: editor.IStandaloneCodeEditor): void;
}
