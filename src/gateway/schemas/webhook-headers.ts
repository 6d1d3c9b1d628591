/**
 * Which headers a webhook may configure. Names must be HTTP tokens and values free of CR, LF and
 * NUL, so a stored header can never split or smuggle a request; the headers that frame the call
 * or carry its signature are the gateway's own (the sandbox contract's pins).
 */

/** RFC 9110 `token`: the characters a header name may use. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const FORBIDDEN_IN_VALUE = /[\r\n\0]/;

/** Set by the gateway on every call; configuring one answers 400, in any letter case. */
const GATEWAY_OWN_HEADERS = ['Content-Type', 'Content-Length', 'Host', 'Transfer-Encoding', 'X-Service-Signature'];
const OWN = new Set(GATEWAY_OWN_HEADERS.map((name) => name.toLowerCase()));

/** Why the header `name` with `values` cannot be configured, or undefined when it can. */
export function headerProblem(name: string, values: readonly string[]): string | undefined {
  if (!TOKEN.test(name)) return `headers: ${JSON.stringify(name)} is not a valid header name`;
  if (OWN.has(name.toLowerCase())) return `headers: ${name} is set by the gateway and cannot be configured`;
  if (values.some((value) => FORBIDDEN_IN_VALUE.test(value))) {
    return `headers: the value of ${name} must not contain CR, LF or NUL`;
  }
  return undefined;
}
