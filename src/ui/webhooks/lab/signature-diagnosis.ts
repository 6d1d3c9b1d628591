/**
 * The signature lab's reasoning: given what a receiver got (secret, header, body) and what the
 * gateway really sent, does the signature verify, and if not, why. The verdict is the gateway's
 * own `verifySignatureNow`, which receivers and the package use, so the lab can never disagree
 * with them; the lab only explains it. A signature whose HMAC is right but whose `t` is outside
 * the tolerance is told apart from one that does not verify: a genuine delivery looked at later
 * is the first kind (it was fresh when sent), a changed body or a wrong key the second.
 */
import { parseSignatureHeader, SignatureVerificationError, signatureHeader, verifySignatureNow } from '../../../gateway';
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
   * How many seconds before the call went out the gateway put its `t`: 0 for every call (signed
   * at the real time it went out), an hour for a deliberate stale-timestamp fault.
   */
  signedEarlyBySeconds: number;
  /** The `t` of the header the gateway sent. */
  sentT: number | null;
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

/** Accepted; signed with the right key over these bytes but outside the tolerance now; refused. */
export type Verdict = 'verifies' | 'stale' | 'does-not-verify';

export interface Diagnosis {
  verdict: Verdict;
  /** The verdict in words: for a stale signature, whether it was fresh when sent. */
  summary: string;
  /** `<t>.<body>`: exactly what the HMAC covers. */
  signedString: string | null;
  /** HMAC-SHA256 of `signedString` with the pasted secret, hex. */
  expectedHmac: string | null;
  receivedHmac: string | null;
  causes: Cause[];
}

const SUMMARY: Record<Exclude<Verdict, 'stale'>, string> = {
  verifies: 'Verifies: this receiver accepts the call.',
  'does-not-verify': 'Does not verify.',
};

/** Verifies the pasted header against the pasted body and secret, and explains any refusal. */
export function diagnose(input: LabInput): Diagnosis {
  const parsed = parseSignatureHeader(input.header);
  if (!parsed) {
    const message = `Expected "t=<seconds>,v1=<hex>", got "${input.header}"`;
    const causes: Cause[] = [{ kind: 'malformed-header', message }];
    return {
      verdict: 'does-not-verify',
      summary: SUMMARY['does-not-verify'],
      signedString: null,
      expectedHmac: null,
      receivedHmac: null,
      causes,
    };
  }
  const shown = {
    signedString: `${parsed.t}.${input.body}`,
    expectedHmac: hmacOf(input.secret, input.body, parsed.t),
    receivedHmac: parsed.v1,
  };
  const refusal = refusalOf(input);
  if (refusal === undefined) return { verdict: 'verifies', summary: SUMMARY.verifies, ...shown, causes: [] };
  if (refusal === 'timestamp-outside-tolerance') {
    const age = input.nowSeconds - parsed.t;
    const when = age > 0 ? `${age} s before` : `${-age} s after`;
    const message = `Signed at t=${parsed.t}, ${when} now (${input.nowSeconds}): outside the ${input.toleranceSeconds} s tolerance`;
    return {
      verdict: 'stale',
      summary: staleSummary(input, parsed.t, age),
      ...shown,
      causes: [{ kind: 'timestamp-outside-tolerance', message }],
    };
  }
  return { verdict: 'does-not-verify', summary: SUMMARY['does-not-verify'], ...shown, causes: mismatchCauses(input, parsed) };
}

/** Why the gateway's verifier refuses the pasted call, or undefined when it accepts it. */
function refusalOf({ secret, body, header, toleranceSeconds, nowSeconds }: LabInput): SignatureVerificationError['reason'] | undefined {
  try {
    verifySignatureNow({ secret, body, header, toleranceSeconds, nowSeconds });
    return undefined;
  } catch (error) {
    if (error instanceof SignatureVerificationError) return error.reason;
    throw error;
  }
}

/** A valid signature past the tolerance: fresh when sent (a genuine call seen later) or signed old. */
function staleSummary(input: LabInput, t: number, age: number): string {
  const outside = `Signature valid, but its timestamp is outside the ${input.toleranceSeconds} s tolerance`;
  if (t === input.sentT && input.signedEarlyBySeconds === 0 && age > 0) return `${outside} now: it was fresh when sent, ${age} s ago.`;
  if (t === input.sentT && input.signedEarlyBySeconds > 0) {
    return `${outside}: signed ${age} s before now, ${input.signedEarlyBySeconds} s before it was sent (a deliberate stale-timestamp fault).`;
  }
  return `${outside}: signed ${age > 0 ? `${age} s before` : `${-age} s after`} now.`;
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
