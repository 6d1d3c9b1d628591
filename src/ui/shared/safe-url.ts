/**
 * URLs taken from requests (a `redirectUrl`, a `returnUrl`, a logo) are merchant input: only
 * http(s) ones become links, images or navigations, so a `javascript:` or `data:` URL can never
 * run in the playground's origin.
 */
import { isHttpUrl } from '../../gateway';

/** The URL, normalised, when it is an absolute http or https URL; otherwise `undefined`. */
export function httpUrlOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' && isHttpUrl(value) ? new URL(value).href : undefined;
}
