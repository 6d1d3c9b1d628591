/**
 * URLs taken from requests (a `redirectUrl`, a `returnUrl`) are merchant input: only http(s)
 * ones become links, so a `javascript:` or `data:` URL can never run in the playground's origin.
 */

/** The URL when it parses and is http or https; otherwise `undefined`. */
export function httpUrlOrUndefined(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
