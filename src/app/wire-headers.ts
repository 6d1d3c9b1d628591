/**
 * Webhook headers as they go on the wire. HTTP carries header values as bytes, and both `fetch`
 * and node:http take them as byte strings (one character per byte), refusing any character above
 * 0xFF: a configured value such as "Zażółć" would fail every call as a network error. A value
 * with any non-ASCII character goes as its UTF-8 bytes, which is what receivers decode.
 */
const NON_ASCII = /[^\x00-\x7f]/;
const UTF8 = new TextEncoder();

export function wireHeaders(headers: Record<string, string>): Record<string, string> {
  if (!Object.values(headers).some((value) => NON_ASCII.test(value))) return headers;
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, NON_ASCII.test(value) ? byteString(value) : value]));
}

/** `text`'s UTF-8 bytes, one character each. */
function byteString(text: string): string {
  let bytes = '';
  for (const byte of UTF8.encode(text)) bytes += String.fromCharCode(byte);
  return bytes;
}
