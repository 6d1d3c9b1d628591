/**
 * How the page and `gateway-playground relay` talk. The relay prints a pairing address,
 * `http://127.0.0.1:<port>/#<token>`; the page calls `http://127.0.0.1:<port>/<token>`. The token
 * travels in the path, not a header, because a browser's CORS preflight carries the path but no
 * header of the page's: the relay can then authorise the preflight itself, and answers CORS to
 * nothing without the token. A delivery travels as a JSON envelope (method, headers, body), so
 * headers a browser would refuse to send or rewrite reach the receiver as the gateway made them.
 */
import type { CallResult, OutgoingRequest } from '../gateway/core';

/** The port the relay listens on unless told. */
export const RELAY_DEFAULT_PORT = 4099;

/** The relay's address and the token it answers, as the page keeps them. */
export interface RelayPairing {
  /** `http://127.0.0.1:<port>` (or `http://localhost:<port>`). */
  origin: string;
  token: string;
}

/** The base64url of at least 16 random bytes (128 bits): 22 characters or more. */
const TOKEN = /^[A-Za-z0-9_-]{22,}$/;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * The pairing in `address` (`http://127.0.0.1:4099/#<token>`, surrounding spaces allowed), or why
 * it is not one. Only a loopback http address pairs: a pasted address of another machine would
 * send the page's deliveries, signatures included, off the merchant's machine.
 */
export function parsePairingAddress(address: string): RelayPairing | { problem: string } {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return { problem: 'That is not an address: paste the line the relay printed, http://127.0.0.1:<port>/#<token>.' };
  }
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname)) {
    return { problem: 'A relay runs on this machine: its address starts with http://127.0.0.1:.' };
  }
  const token = url.hash.slice(1);
  if (!TOKEN.test(token)) return { problem: 'The address has no token after its #: paste the whole line the relay printed.' };
  return { origin: url.origin, token };
}

/** The address the relay prints and the page pastes. */
export function pairingAddress({ origin, token }: RelayPairing): string {
  return `${origin}/#${token}`;
}

/** Where the page sends deliveries and asks whether the relay is there. */
export function relayCallUrl({ origin, token }: RelayPairing): string {
  return `${origin}/${token}`;
}

/** A delivery as the page hands it to the relay: everything but the URL, which the relay fixes. */
export type RelayEnvelope = Omit<OutgoingRequest, 'url'>;

/** What the relay answers a page asking whether it is there (GET with the token). */
export interface RelayHello {
  relay: 'gateway-playground';
  forwardTo: string;
}

/** What the relay answers a delivery (200, JSON): the receiver's answer, or why there was none. */
export type RelayAnswer = CallResult;

/** `value` as an envelope, or undefined when it is not one. */
export function asEnvelope(value: unknown): RelayEnvelope | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { method, headers, body } = value as Record<string, unknown>;
  if (typeof method !== 'string' || !/^[A-Z]+$/.test(method) || typeof body !== 'string') return undefined;
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) return undefined;
  if (!Object.values(headers).every((header) => typeof header === 'string')) return undefined;
  return { method, headers: headers as Record<string, string>, body };
}

/** `value` as a relay's answer, or undefined when it is not one. */
export function asRelayAnswer(value: unknown): RelayAnswer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const answer = value as Record<string, unknown>;
  if (answer.kind === 'answered' && typeof answer.status === 'number' && typeof answer.body === 'string') {
    return { kind: 'answered', status: answer.status, body: answer.body };
  }
  if (answer.kind === 'network-error' && typeof answer.error === 'string') return { kind: 'network-error', error: answer.error };
  return undefined;
}
