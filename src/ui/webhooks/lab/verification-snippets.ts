/**
 * Receiver-side verification code for `X-Service-Signature`, one per language, to copy. Each
 * verifies the raw body (never re-serialised JSON) and compares in constant time.
 */
export interface Snippet {
  language: string;
  code: string;
}

export const VERIFICATION_SNIPPETS: readonly Snippet[] = [
  {
    language: 'Node',
    code: `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (e.g. express.raw({ type: '*/*' })).
export function verifyServiceSignature(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) <= toleranceSeconds;
  return fresh && expected.length === parts.v1?.length && timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));
}`,
  },
  {
    language: 'Python',
    code: `import hashlib, hmac, time

# raw_body: the request body bytes exactly as received (e.g. request.get_data() in Flask).
def verify_service_signature(raw_body: bytes, header: str, secret: str, tolerance_seconds: int = 300) -> bool:
    parts = dict(part.split("=", 1) for part in header.split(","))
    signed = parts["t"].encode() + b"." + raw_body
    expected = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
    fresh = abs(time.time() - int(parts["t"])) <= tolerance_seconds
    return fresh and hmac.compare_digest(expected, parts.get("v1", ""))`,
  },
  {
    language: 'PHP',
    code: `<?php
// $rawBody: file_get_contents('php://input'), never json_encode(json_decode(...)).
function verifyServiceSignature(string $rawBody, string $header, string $secret, int $toleranceSeconds = 300): bool {
    $parts = [];
    foreach (explode(',', $header) as $part) {
        [$name, $value] = array_pad(explode('=', $part, 2), 2, '');
        $parts[trim($name)] = $value;
    }
    $expected = hash_hmac('sha256', $parts['t'] . '.' . $rawBody, $secret);
    $fresh = abs(time() - (int) $parts['t']) <= $toleranceSeconds;
    return $fresh && hash_equals($expected, $parts['v1'] ?? '');
}`,
  },
];
