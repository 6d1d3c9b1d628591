/**
 * The requestTemplate editor: the plain text area at once, Monaco with template help once its
 * chunk has loaded. Problems are also listed under it as text, for either editor.
 */
import { lazy, Suspense } from 'react';
import { PlainJsonEditor, loadMonaco } from '../../editor';
import type { TemplateEditorProps } from './template-editor-props';

const TemplateEditorMonaco = lazy(() => loadMonaco().then(() => import('./template-editor-monaco')));

export function TemplateEditor(props: TemplateEditorProps) {
  return (
    <Suspense fallback={<PlainJsonEditor label={props.label} value={props.value} onChange={props.onChange} height="14rem" />}>
      <TemplateEditorMonaco {...props} />
    </Suspense>
  );
}
