/**
 * The relay's token: whoever holds it may have the relay call the merchant's receiver, so it is
 * unguessable (256 random bits) and compared in constant time, so that how long a refusal takes
 * says nothing about how much of a guess was right.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new token: 32 random bytes as base64url (43 characters, safe in a URL's path and fragment). */
export function newRelayToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Whether `candidate` is `token`, in time that depends on neither. Both are hashed first, so
 * that a candidate of another length is compared like any other (timingSafeEqual needs equal lengths).
 */
export function isRelayToken(candidate: string, token: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(candidate), digest(token));
}
