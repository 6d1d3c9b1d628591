/**
 * The page's outgoing webhook calls while it is paired with `gateway-playground relay`: a call to
 * an endpoint outside the sandbox's own hosts is handed to the relay, which makes it from the
 * merchant's machine (no CORS in the way) and hands back the receiver's status and body. The
 * gateway's delivery logic does not know: this is only which way the call leaves the page.
 */
import type { CallResult, OutgoingRequest, Transport } from '../../gateway/core';
import { asRelayAnswer, relayCallUrl, type RelayEnvelope, type RelayPairing } from '../relay-protocol';

export interface RelayRoute {
  /** The relay deliveries go through now, if any: read at each call, as another tab may pair or unpair. */
  pairing(): RelayPairing | undefined;
  /** Whether `url` is one of the sandbox's own hosts, which the page answers itself. */
  isSandboxUrl(url: string): boolean;
}

/** `direct` for the sandbox's own hosts and while unpaired; the relay otherwise. */
export function relayingTransport(direct: Transport, route: RelayRoute, fetchFn: typeof fetch = (...args) => fetch(...args)): Transport {
  return {
    send(request) {
      const pairing = route.isSandboxUrl(request.url) ? undefined : route.pairing();
      return pairing ? throughRelay(pairing, request, fetchFn) : direct.send(request);
    },
  };
}

async function throughRelay(pairing: RelayPairing, { method, headers, body }: OutgoingRequest, fetchFn: typeof fetch): Promise<CallResult> {
  const envelope: RelayEnvelope = { method, headers, body };
  let status: number;
  let text: string;
  try {
    // No timeout, as for any endpoint: a receiver that never answers keeps the attempt in flight.
    const response = await fetchFn(relayCallUrl(pairing), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(envelope),
    });
    status = response.status;
    text = await response.text();
  } catch {
    if (await somethingAnswersAt(pairing.origin, fetchFn)) return tokenRefused(pairing);
    return networkError(`local relay not reachable at ${pairing.origin}: is \`gateway-playground relay\` still running?`);
  }
  if (status === 403) return tokenRefused(pairing);
  const answer = status === 200 ? asRelayAnswer(parseJson(text)) : undefined;
  if (!answer) return networkError(`the local relay at ${pairing.origin} did not take the delivery (${status} ${relayMessage(text)})`);
  return answer.kind === 'answered' ? answer : networkError(`local relay: ${answer.error}`);
}

/**
 * Whether anything answers HTTP at `origin`, after a call there failed. A relay refuses a wrong
 * token without CORS headers, so the page cannot read that 403: the call fails as if nothing were
 * there. A `no-cors` request tells the two apart, as it settles on any answer and fails only
 * when no server answers.
 */
export async function somethingAnswersAt(origin: string, fetchFn: typeof fetch): Promise<boolean> {
  try {
    await fetchFn(`${origin}/`, { mode: 'no-cors' });
    return true;
  } catch {
    return false;
  }
}

function tokenRefused(pairing: RelayPairing): CallResult {
  return networkError(
    `the local relay at ${pairing.origin} refused this page's token (403): a relay started again has a new one, pair again with the address it printed`,
  );
}

function networkError(what: string): CallResult {
  return { kind: 'network-error', error: `Network error: ${what}` };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The `error` of a relay's refusal (`Payload too large`), or its first line. */
function relayMessage(text: string): string {
  const refusal = parseJson(text) as { error?: unknown } | undefined;
  return typeof refusal?.error === 'string' ? refusal.error : text.split('\n')[0]!.slice(0, 200);
}
