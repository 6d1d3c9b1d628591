/**
 * How much of a receiver's answer a delivery attempt keeps: the first 64 KiB of its UTF-8 bytes,
 * marked as cut when there was more. An endpoint that answers megabytes must not bloat the store,
 * every export and every tab's live view.
 */

/** The most of an answer's body an attempt records, in UTF-8 bytes. */
export const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * How many bytes of an answer a transport needs at most: a character that starts within the
 * limit ends within 3 bytes after it, so `cutAnswer` decides the same from these as from the
 * whole body, and the rest need never be read.
 */
export const ANSWER_BYTES_NEEDED = MAX_ANSWER_BYTES + 3;

/** `body` whole, or its longest prefix of whole characters within MAX_ANSWER_BYTES, and whether it was cut. */
export function cutAnswer(body: string): { body: string; truncated: boolean } {
  // A UTF-16 unit is at most 3 UTF-8 bytes, so a body this short cannot be over the limit.
  if (body.length * 3 <= MAX_ANSWER_BYTES) return { body, truncated: false };
  const bytes = new TextEncoder().encode(body);
  if (bytes.byteLength <= MAX_ANSWER_BYTES) return { body, truncated: false };
  let end = MAX_ANSWER_BYTES;
  // Step back over continuation bytes (10xxxxxx) so that no character is split.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return { body: new TextDecoder().decode(bytes.subarray(0, end)), truncated: true };
}
