/**
 * OpenAPI path templates (`/api/pay/product/{productId}/form/{formId}`): which parameters they
 * name, how a URL fills them, and which values a URL holds for them.
 */

/** The parameter names of a template, in order. */
export function paramsOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/**
 * The path with each parameter replaced by its value, percent-encoded; a parameter without a
 * value keeps its `{name}` so the person sees what is missing.
 */
export function fillPath(template: string, values: Readonly<Record<string, string | undefined>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value ? encodeURIComponent(value) : whole;
  });
}

/** The values a path holds for the template's parameters, or `undefined` when it does not match. */
export function matchPath(template: string, path: string): Record<string, string> | undefined {
  const names = paramsOf(template);
  const pattern = template
    .split(/\{\w+\}/)
    .map((literal) => literal.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('([^/]*)');
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, safeDecode(match[index + 1]!)]));
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
