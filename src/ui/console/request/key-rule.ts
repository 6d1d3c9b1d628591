/**
 * Which requests carry the key. The interface's operations say so in the OpenAPI document (its
 * `security`), and the whole status host takes none: "The status endpoint needs no key; sensitive
 * data must not be sent to it." The console sends, snippets show and the history keeps a keyless
 * request without the key field's value, and a key typed into its headers by hand is pointed out.
 */
import { findOperation, type Operation } from '../catalogue';
import type { ConsoleRequest } from '../console-request';
import { hostOfUrl } from '../environments';

/** The interface's rule, quoted where the console explains it (Authentication, rule 5). */
export const STATUS_HOST_RULE = 'The status endpoint needs no key; sensitive data must not be sent to it.';

/** Whether `request` goes to one of the status hosts. */
export function goesToStatusHost(request: Pick<ConsoleRequest, 'url'>): boolean {
  return hostOfUrl(request.url.trim())?.role === 'status';
}

/** Whether `request` goes to an operation that takes no `X-API-KEY`: the status host, a sandbox helper. */
export function isKeyless(request: Pick<ConsoleRequest, 'method' | 'url'>, operations: readonly Operation[]): boolean {
  const host = hostOfUrl(request.url.trim());
  if (!host) return false;
  if (host.role === 'status') return true;
  const operation = findOperation(operations, request.method, new URL(request.url.trim()).pathname, host.role);
  return operation !== undefined && !operation.keyed;
}

/** The request as it goes out: a keyless one without the key field's value. */
export function requestAsSent(request: ConsoleRequest, operations: readonly Operation[]): ConsoleRequest {
  return isKeyless(request, operations) && request.apiKey !== '' ? { ...request, apiKey: '' } : request;
}

/**
 * Why a key added by hand to a keyless request should not be there, or nothing. A key is an
 * `X-API-KEY` or `Authorization` header row with a value.
 */
export function handAddedKeyWarning(request: ConsoleRequest, operations: readonly Operation[]): string | undefined {
  if (!isKeyless(request, operations)) return undefined;
  const added = request.headers.find((row) => /^(x-api-key|authorization)$/i.test(row.name.trim()) && row.value.trim() !== '');
  if (!added) return undefined;
  const name = added.name.trim();
  if (goesToStatusHost(request)) {
    return `${name} is sent to the status host as you added it, but the interface says: “${STATUS_HOST_RULE}” Remove the header: the status endpoint answers without it.`;
  }
  return `${name} is sent as you added it, but this operation takes no key: it answers the same without one.`;
}
