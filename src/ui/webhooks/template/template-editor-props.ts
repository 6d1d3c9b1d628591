/** What the template editor takes, in a file of its own: the plain and the Monaco editor both read it. */
import type { TemplateProblem } from './template-analysis';

export interface TemplateEditorProps {
  value: string;
  onChange(value: string): void;
  problems: readonly TemplateProblem[];
  label: string;
}
