/**
 * True for an absolute http: or https: URL. Every URL the gateway calls or shows passes this, so
 * none can be a `javascript:` or `data:` URL that would run script.
 */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}
