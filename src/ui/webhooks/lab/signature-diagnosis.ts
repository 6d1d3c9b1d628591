/**
 * The signature lab's reasoning: given what a receiver got (secret, header, body) and what the
 * gateway really sent, does the signature verify, and if not, why. The HMAC is computed with the
 * gateway's own signing code, so the lab can never disagree with a delivery.
 */
import { parseSignatureHeader, signatureHeader } from '../../../gateway';
import { diffBodies, type ByteDiff } from './body-diff';

export interface LabInput {
  /** What the receiver has, as pasted (prefilled with what was sent). */
  secret: string;
  header: string;
  body: string;
  /** What the gateway sent, and the secret the webhook really has. */
  sentBody: string;
  webhookSecret: string | null;
  /**
   * The receiver's "now" for the tolerance check (its own clock: real time, which the gateway
   * signs with whatever its clock says), and the tolerance; epoch seconds.
   */
  nowSeconds: number;
  toleranceSeconds: number;
}

type Cause =
  | { kind: 'malformed-header'; message: string }
  | { kind: 'body-changed'; message: string; diff: ByteDiff }
  | { kind: 'wrong-secret'; message: string }
  | { kind: 'signature-mismatch'; message: string }
  | { kind: 'timestamp-outside-tolerance'; message: string };

export interface Diagnosis {
  verified: boolean;
  /** `<t>.<body>`: exactly what the HMAC covers. */
  signedString: string | null;
  /** HMAC-SHA256 of `signedString` with the pasted secret, hex. */
  expectedHmac: string | null;
  receivedHmac: string | null;
  causes: Cause[];
}

/** Verifies the pasted header against the pasted body and secret, and explains any refusal. */
export function diagnose(input: LabInput): Diagnosis {
  const parsed = parseSignatureHeader(input.header);
  if (!parsed) {
    const message = `Expected "t=<seconds>,v1=<hex>", got "${input.header}"`;
    return { verified: false, signedString: null, expectedHmac: null, receivedHmac: null, causes: [{ kind: 'malformed-header', message }] };
  }
  const signedString = `${parsed.t}.${input.body}`;
  const expectedHmac = hmacOf(input.secret, input.body, parsed.t);
  const causes: Cause[] = [];
  if (expectedHmac !== parsed.v1) causes.push(...mismatchCauses(input, parsed));
  const age = input.nowSeconds - parsed.t;
  if (Math.abs(age) > input.toleranceSeconds) {
    const when = age > 0 ? `${age} s before` : `${-age} s after`;
    causes.push({
      kind: 'timestamp-outside-tolerance',
      message: `Signed at t=${parsed.t}, ${when} now (${input.nowSeconds}): outside the ${input.toleranceSeconds} s tolerance`,
    });
  }
  return { verified: causes.length === 0, signedString, expectedHmac, receivedHmac: parsed.v1, causes };
}

/** Why the HMAC differs: the body changed, the secret is wrong, or the header was not made from either. */
function mismatchCauses(input: LabInput, header: { t: number; v1: string }): Cause[] {
  const causes: Cause[] = [];
  const diff = diffBodies(input.sentBody, input.body);
  if (diff) {
    causes.push({
      kind: 'body-changed',
      message: `The body differs from the signed one at byte ${diff.offset} (${describeChange(diff)})`,
      diff,
    });
  }
  if (input.webhookSecret !== null && input.secret !== input.webhookSecret) {
    causes.push({ kind: 'wrong-secret', message: "This is not the webhook's signingSecret" });
  }
  if (causes.length === 0) {
    // Body and secret are the gateway's own: the header itself was not made from them.
    const fromGateway = hmacOf(input.secret, input.sentBody, header.t) === header.v1;
    if (!fromGateway) {
      causes.push({
        kind: 'signature-mismatch',
        message: "v1 is not the HMAC of this body and t with the webhook's secret: the header was changed, or signed with another key",
      });
    }
  }
  return causes;
}

function describeChange(diff: ByteDiff): string {
  const lengths = `${diff.sentLength} bytes sent, ${diff.receivedLength} received`;
  switch (diff.change) {
    case 're-serialised JSON':
      return `the JSON was parsed and written out again; ${lengths}`;
    case 'whitespace':
      return `only whitespace changed; ${lengths}`;
    case 'encoding':
      return `the bytes were decoded with another character set; ${lengths}`;
    case 'content':
      return `the content changed; ${lengths}`;
  }
}

/** The hex HMAC the gateway puts in `v1`, taken from its own header builder. */
function hmacOf(secret: string, body: string, t: number): string {
  return signatureHeader(secret, body, t).split('v1=')[1]!;
}
