import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KEYED_SECRETS_KEPT, signatureHeader, SignatureVerificationError, verifySignature } from './signing';

const SECRET = 'whsec_test';
const BODY = '{"orderId":"abc","status":"COMPLETED"}';
const T = 1_768_478_400;

/** What the README's Node verifier computes: the contract's signature, independently. */
const nodeHmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

async function refusal(options: Parameters<typeof verifySignature>[0]): Promise<string> {
  const error = await verifySignature(options).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(SignatureVerificationError);
  return (error as SignatureVerificationError).reason;
}

describe('X-Service-Signature', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>"> keyed with the secret', async () => {
    expect(signatureHeader(SECRET, BODY, T)).toBe(`t=${T},v1=${nodeHmac(SECRET, `${T}.${BODY}`)}`);
  });

  it('keys the HMAC with a secret longer than a SHA-256 block (64 bytes), as HMAC hashes it first', () => {
    const long = `whsec_${'k'.repeat(100)}`;
    expect(signatureHeader(long, BODY, T)).toBe(`t=${T},v1=${nodeHmac(long, `${T}.${BODY}`)}`);
  });

  it('keys the HMAC with the UTF-8 bytes of a non-ASCII secret', async () => {
    expect(signatureHeader('zażółć', BODY, T)).toBe(`t=${T},v1=${nodeHmac('zażółć', `${T}.${BODY}`)}`);
  });

  it('signs each of many messages with one secret as if it were the first, short or long, ASCII or not', () => {
    const polish = 'Zamówienie: zażółć gęślą jaźń 🧾 ';
    for (const body of [BODY, '', 'x'.repeat(200), polish.repeat(2000), 'y'.repeat(1024 * 1024), polish, BODY]) {
      expect(signatureHeader(SECRET, body, T)).toBe(`t=${T},v1=${nodeHmac(SECRET, `${T}.${body}`)}`);
    }
  });

  it('signs right with more secrets than it keeps keyed, and again with the first of them', () => {
    const secrets = Array.from({ length: KEYED_SECRETS_KEPT + 2 }, (_, i) => `whsec_${i}`);
    for (const secret of [...secrets, secrets[0]!, secrets[1]!]) {
      expect(signatureHeader(secret, BODY, T)).toBe(`t=${T},v1=${nodeHmac(secret, `${T}.${BODY}`)}`);
    }
  });

  it('verifies with the signed timestamp inside the tolerance', async () => {
    const header = signatureHeader(SECRET, BODY, T);
    expect(await verifySignature({ secret: SECRET, body: BODY, header, nowSeconds: T + 300 })).toBe(T);
  });

  it('refuses a body that was parsed and serialised again', async () => {
    const header = signatureHeader(SECRET, BODY, T);
    const reformatted = JSON.stringify(JSON.parse(BODY), null, 2);
    expect(await refusal({ secret: SECRET, body: reformatted, header, nowSeconds: T })).toBe('signature-mismatch');
  });

  it('refuses another secret', async () => {
    const header = signatureHeader(SECRET, BODY, T);
    expect(await refusal({ secret: 'other', body: BODY, header, nowSeconds: T })).toBe('signature-mismatch');
  });

  it('refuses a signature older than the tolerance, unless the tolerance is Infinity (simulated time)', async () => {
    const header = signatureHeader(SECRET, BODY, T);
    expect(await refusal({ secret: SECRET, body: BODY, header, nowSeconds: T + 301 })).toBe('timestamp-outside-tolerance');
    expect(await verifySignature({ secret: SECRET, body: BODY, header, nowSeconds: T + 10 ** 8, toleranceSeconds: Infinity })).toBe(T);
  });

  it.each([null, '', 'v1=abc', 't=abc,v1=00', `t=${T}`])('refuses the malformed header %j', async (header) => {
    expect(await refusal({ secret: SECRET, body: BODY, header, nowSeconds: T })).toBe('malformed-header');
  });
});
