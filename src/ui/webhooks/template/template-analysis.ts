/**
 * What the template editor marks: text that is not JSON (it cannot be saved), unknown variables
 * (they render as the empty string) and `{{` that is not a complete `{{name}}` (kept as it is).
 * The meaning of each comes from the gateway's renderer, which never fails; this module only
 * finds where in the text it happens.
 */
import { TEMPLATE_VARIABLES } from './template-variables';

export interface TemplateProblem {
  /** Character offset and length in the editor's text. */
  offset: number;
  length: number;
  severity: 'error' | 'warning';
  message: string;
}

export type TemplateAnalysis = { ok: true; template: unknown; problems: TemplateProblem[] } | { ok: false; problems: TemplateProblem[] };

/** The renderer's own variable grammar (gateway/webhooks/templates.ts). */
const COMPLETE = /^\{\{\s*([A-Za-z_][\w.]*)\s*\}\}$/;

/** Parses the editor's text and marks every problem a delivery would show. */
export function analyzeTemplate(text: string): TemplateAnalysis {
  const problems = variableProblems(text);
  try {
    return { ok: true, template: JSON.parse(text), problems };
  } catch (error) {
    const offset = errorOffset(error, text);
    return {
      ok: false,
      problems: [
        { offset, length: 1, severity: 'error', message: `Not JSON, so it cannot be saved: ${(error as Error).message}` },
        ...problems,
      ],
    };
  }
}

function variableProblems(text: string): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf('{{', from);
    if (open < 0) return problems;
    const close = text.indexOf('}}', open + 2);
    const nextOpen = text.indexOf('{{', open + 2);
    if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
      problems.push({ offset: open, length: 2, severity: 'warning', message: 'Unclosed {{: deliveries send it as it is' });
      from = open + 2;
      continue;
    }
    const token = text.slice(open, close + 2);
    const name = COMPLETE.exec(token)?.[1];
    if (name === undefined) {
      problems.push({
        offset: open,
        length: token.length,
        severity: 'warning',
        message: `${token} is not a {{name}}: deliveries send it as it is`,
      });
    } else if (!(name in TEMPLATE_VARIABLES)) {
      problems.push({
        offset: open,
        length: token.length,
        severity: 'warning',
        message: `Unknown variable ${name}: deliveries send it as the empty string`,
      });
    }
    from = close + 2;
  }
}

/** Where JSON.parse stopped: V8 names the position; otherwise the end of the text. */
function errorOffset(error: unknown, text: string): number {
  const position = /position (\d+)/.exec((error as Error).message)?.[1];
  return position === undefined ? Math.max(0, text.length - 1) : Math.min(Number(position), Math.max(0, text.length - 1));
}
