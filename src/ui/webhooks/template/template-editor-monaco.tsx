/** The template editor with Monaco: JSON editing plus template completion, hover and markers. */
import { useEffect, useState } from 'react';
import type { editor } from 'monaco-editor/editor';
import { MonacoJsonEditor } from '../../editor';
import type { TemplateEditorProps } from './template-editor-props';
import { enableTemplateHelp, markProblems } from './template-monaco';

export default function TemplateEditorMonaco({ value, onChange, problems, label }: TemplateEditorProps) {
  const [model, setModel] = useState<editor.ITextModel | null>(null);

  useEffect(() => (model ? enableTemplateHelp(model) : undefined), [model]);
  useEffect(() => {
    if (model) markProblems(model, problems);
  }, [model, problems]);

  return (
    <MonacoJsonEditor
      label={label}
      value={value}
      onChange={onChange}
      height="14rem"
      onEditor={(instance) => setModel(instance.getModel())}
    />
  );
}
