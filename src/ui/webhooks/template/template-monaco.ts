/**
 * Template help inside Monaco: completion of every template variable after `{`, hover text
 * saying what a `{{name}}` holds, and the analysis' problems as markers. Providers are
 * registered once for JSON and answer only in the template editors' models. Loaded with Monaco,
 * never in the first chunk.
 */
import type { editor, IRange, languages, Position } from 'monaco-editor/editor';
import { monaco } from '../../editor';
import type { TemplateProblem } from './template-analysis';
import { TEMPLATE_VARIABLES } from './template-variables';

const templateModels = new Set<string>();
let registered = false;

/** Turns template help on for `model` until the answered function is called. */
export function enableTemplateHelp(model: editor.ITextModel): () => void {
  registerOnce();
  const uri = model.uri.toString();
  templateModels.add(uri);
  return () => templateModels.delete(uri);
}

/** Shows `problems` as markers on `model`, replacing the previous ones. */
export function markProblems(model: editor.ITextModel, problems: readonly TemplateProblem[]): void {
  monaco.editor.setModelMarkers(
    model,
    'template',
    problems.map((problem) => {
      const start = model.getPositionAt(problem.offset);
      const end = model.getPositionAt(problem.offset + problem.length);
      return {
        severity: problem.severity === 'error' ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
        message: problem.message,
        startLineNumber: start.lineNumber,
        startColumn: start.column,
        endLineNumber: end.lineNumber,
        endColumn: end.column,
      };
    }),
  );
}

function registerOnce(): void {
  if (registered) return;
  registered = true;
  monaco.languages.registerCompletionItemProvider('json', { triggerCharacters: ['{'], provideCompletionItems: complete });
  monaco.languages.registerHoverProvider('json', { provideHover: hover });
}

function complete(model: editor.ITextModel, position: Position): languages.CompletionList | undefined {
  if (!templateModels.has(model.uri.toString())) return undefined;
  const before = model.getLineContent(position.lineNumber).slice(0, position.column - 1);
  // Replace the braces already typed, so `{{` + choice gives one `{{name}}`.
  const braces = /\{{0,2}$/.exec(before)?.[0].length ?? 0;
  const range: IRange = {
    startLineNumber: position.lineNumber,
    endLineNumber: position.lineNumber,
    startColumn: position.column - braces,
    endColumn: position.column,
  };
  return {
    suggestions: Object.entries(TEMPLATE_VARIABLES).map(([name, meaning]) => ({
      label: `{{${name}}}`,
      kind: monaco.languages.CompletionItemKind.Variable,
      detail: 'template variable',
      documentation: meaning,
      insertText: `{{${name}}}`,
      filterText: `{{${name}`,
      range,
    })),
  };
}

function hover(model: editor.ITextModel, position: Position): languages.Hover | undefined {
  if (!templateModels.has(model.uri.toString())) return undefined;
  const line = model.getLineContent(position.lineNumber);
  for (const match of line.matchAll(/\{\{\s*([A-Za-z_][\w.]*)\s*\}\}/g)) {
    const start = match.index + 1;
    const end = start + match[0].length;
    if (position.column < start || position.column > end) continue;
    const name = match[1]!;
    const meaning = TEMPLATE_VARIABLES[name] ?? 'Unknown variable: deliveries send the empty string in its place';
    return {
      range: { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: start, endColumn: end },
      contents: [{ value: `**${name}**` }, { value: meaning }],
    };
  }
  return undefined;
}
