/** Where a request typed into the console goes, from what was typed in its URL field. */
import { findOperation, type Operation } from '../catalogue';
import type { EnvironmentHosts } from '../environments';

/**
 * `typed` as an absolute URL: an http(s) URL as it is; a path alone on the environment's host
 * that serves it (the status host when only it has the operation, else the base host), as one
 * would write it after a base URL. Undefined when it is neither, which must not go out: the page
 * would fetch its own address and show the app's own page as a 200.
 */
export function requestUrl(typed: string, method: string, hosts: EnvironmentHosts, operations: readonly Operation[]): string | undefined {
  const text = typed.trim();
  if (text.startsWith('/') && !text.startsWith('//')) {
    const path = new URL(text, 'http://path.invalid').pathname;
    const onStatusOnly = !findOperation(operations, method, path, 'base') && findOperation(operations, method, path, 'status');
    return (onStatusOnly ? hosts.status : hosts.base) + text;
  }
  if (!URL.canParse(text)) return undefined;
  const { protocol } = new URL(text);
  return protocol === 'http:' || protocol === 'https:' ? text : undefined;
}
