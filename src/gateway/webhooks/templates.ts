/**
 * `requestTemplate` rendering. A template is any JSON value; every string in it, keys included,
 * has its `{{name}}` variables replaced, and nested objects and arrays are rendered the same way.
 *
 * Defined results (docs/decisions/webhook-templates.md):
 * - a variable is substituted as a string, even when it stands alone (`"{{price}}"` → `"1000"`);
 * - an unknown variable renders as the empty string;
 * - text that is not a complete `{{name}}` (an unclosed `{{`, say) is kept as it is;
 * - a template that is a JSON string is the raw body itself; any other template is sent as JSON.
 */
const VARIABLE = /\{\{\s*([A-Za-z_][\w.]*)\s*\}\}/g;

export function renderTemplate(template: unknown, variables: Record<string, unknown>): string {
  if (typeof template === 'string') return substitute(template, variables);
  return JSON.stringify(renderValue(template, variables));
}

function renderValue(value: unknown, variables: Record<string, unknown>): unknown {
  if (typeof value === 'string') return substitute(value, variables);
  if (Array.isArray(value)) return value.map((item) => renderValue(item, variables));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [substitute(key, variables), renderValue(item, variables)]));
  }
  return value;
}

function substitute(text: string, variables: Record<string, unknown>): string {
  return text.replace(VARIABLE, (_match, name: string) => {
    const value = variables[name];
    if (value === undefined || value === null) return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
}
