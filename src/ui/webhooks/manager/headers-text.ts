/**
 * Webhook headers as a person types them, one `Name: value` a line, and back. A name given on
 * several lines collects several values, as the API's `{name: [values]}` holds them. Checking
 * names and values is the gateway's job: its error is shown as it answers.
 */

/** `Name: value` lines to the API's map; answers an error for a line with no colon. */
export function parseHeaders(text: string): { headers: Record<string, string[]> } | { error: string } {
  const headers: Record<string, string[]> = {};
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  for (const [index, line] of lines.entries()) {
    const colon = line.indexOf(':');
    if (colon <= 0) return { error: `Header line ${index + 1} needs the form "Name: value"` };
    const name = line.slice(0, colon).trim();
    (headers[name] ??= []).push(line.slice(colon + 1).trim());
  }
  return { headers };
}

/** The API's map as `Name: value` lines. */
export function headersText(headers: Record<string, string[]>): string {
  return Object.entries(headers)
    .flatMap(([name, values]) => values.map((value) => `${name}: ${value}`))
    .join('\n');
}
