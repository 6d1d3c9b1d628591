/**
 * The query parameters of a link, in order. Read from the text after its `?` rather than with
 * `URL`, because a checkout link puts its query inside the fragment (`#/checkout/<id>?externalId=`).
 */
export function queryParameters(text: string): [string, string][] {
  const query = /\?([^#]*)$/.exec(text)?.[1];
  if (!query) return [];
  return query
    .split('&')
    .filter((pair) => pair.includes('='))
    .map((pair) => {
      const [name, value] = pair.split('=', 2) as [string, string];
      return [decodeQueryPart(name), decodeQueryPart(value)];
    });
}

function decodeQueryPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}
