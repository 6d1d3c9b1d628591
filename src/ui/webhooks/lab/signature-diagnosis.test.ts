import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diagnose, type Diagnosis, type LabInput } from './signature-diagnosis';

const SECRET = 'whsec_right';
const BODY = '{"orderId":"AbC","status":"COMPLETED","price":1299}';
const T = 1_768_478_400;

function header(secret = SECRET, body = BODY, t = T): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

function lab(patch: Partial<LabInput> = {}): Diagnosis {
  return diagnose({
    secret: SECRET,
    header: header(),
    body: BODY,
    sentBody: BODY,
    webhookSecret: SECRET,
    sentT: T,
    signedEarlyBySeconds: 0,
    nowSeconds: T + 10,
    toleranceSeconds: 300,
    ...patch,
  });
}

describe('the signature lab', () => {
  it('verifies what was sent and shows the signed string and the expected HMAC', () => {
    const result = lab();
    expect(result.verdict).toBe('verifies');
    expect(result.signedString).toBe(`${T}.${BODY}`);
    expect(result.expectedHmac).toBe(createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex'));
    expect(result.causes).toEqual([]);
  });

  it('refuses a re-serialised body with a byte diff', () => {
    const result = lab({ body: JSON.stringify(JSON.parse(BODY), null, 1) });
    expect(result.verdict).toBe('does-not-verify');
    expect(result.causes).toHaveLength(1);
    expect(result.causes[0]).toMatchObject({ kind: 'body-changed', diff: { offset: 1, change: 'whitespace' } });
  });

  it('refuses a wrong secret and says so', () => {
    const result = lab({ secret: 'whsec_wrong' });
    expect(result.causes.map((cause) => cause.kind)).toEqual(['wrong-secret']);
  });

  it('refuses a header signed with another key when body and secret are right', () => {
    const result = lab({ header: header('whsec_other') });
    expect(result.causes.map((cause) => cause.kind)).toEqual(['signature-mismatch']);
  });

  it('tells a valid signature outside the tolerance, fresh when sent, from one that does not verify', () => {
    const result = lab({ nowSeconds: T + 3600 });
    expect(result.verdict).toBe('stale');
    expect(result.summary).toBe(
      'Signature valid, but its timestamp is outside the 300 s tolerance now: it was fresh when sent, 3600 s ago.',
    );
    expect(result.causes).toEqual([{ kind: 'timestamp-outside-tolerance', message: expect.stringContaining('3600 s before now') }]);
  });

  it('does not call a stale header from elsewhere fresh when sent', () => {
    const result = lab({ header: header(SECRET, BODY, T - 600), nowSeconds: T });
    expect(result.summary).toBe('Signature valid, but its timestamp is outside the 300 s tolerance: signed 600 s before now.');
  });

  it('refuses a changed body past the tolerance as not verifying', () => {
    expect(lab({ body: `${BODY} `, nowSeconds: T + 3600 }).verdict).toBe('does-not-verify');
  });

  it('refuses a malformed header without computing anything', () => {
    const result = lab({ header: 'sha256=abc' });
    expect(result).toMatchObject({ verdict: 'does-not-verify', signedString: null, causes: [{ kind: 'malformed-header' }] });
  });
});
