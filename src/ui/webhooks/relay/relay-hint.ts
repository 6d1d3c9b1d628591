/**
 * Which failed attempt looks like the browser's CORS wall: a network error calling an endpoint
 * outside the sandbox, from this page (not through a relay). From a web page that is most often a
 * receiver that answers no CORS preflight, which a real receiver never does: the local relay is
 * the way round it, and the Webhooks screen says so, naming the endpoint.
 */
import { RECEIVER_ORIGIN, VIRTUAL_ORIGINS, type DeliveryAttempt } from '../../../gateway';

const SANDBOX_ORIGINS = new Set<string>([
  RECEIVER_ORIGIN,
  ...Object.values(VIRTUAL_ORIGINS).flatMap((hosts) => [hosts.base, hosts.status]),
]);

/** The endpoint of the newest attempt (of `attempts`, oldest first as the helper lists them) that failed so. */
export function corsLookingEndpoint(attempts: readonly DeliveryAttempt[]): string | undefined {
  return attempts.findLast(looksLikeCors)?.request.url;
}

/** How the page's relay transport words its failures: those are not the browser's CORS wall. */
const RELAY_FAILURE = /^Network error: (the )?local relay/;

function looksLikeCors(attempt: DeliveryAttempt): boolean {
  if (attempt.responseStatus !== null || !attempt.error?.startsWith('Network error') || RELAY_FAILURE.test(attempt.error)) return false;
  return URL.canParse(attempt.request.url) && !SANDBOX_ORIGINS.has(new URL(attempt.request.url).origin);
}
