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
    nowSeconds: T + 10,
    toleranceSeconds: 300,
    ...patch,
  });
}

describe('the signature lab', () => {
  it('verifies what was sent and shows the signed string and the expected HMAC', () => {
    const result = lab();
    expect(result.verified).toBe(true);
    expect(result.signedString).toBe(`${T}.${BODY}`);
    expect(result.expectedHmac).toBe(createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex'));
    expect(result.causes).toEqual([]);
  });

  it('refuses a re-serialised body with a byte diff', () => {
    const result = lab({ body: JSON.stringify(JSON.parse(BODY), null, 1) });
    expect(result.verified).toBe(false);
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

  it('refuses a valid signature outside the tolerance', () => {
    const result = lab({ nowSeconds: T + 3600 });
    expect(result.causes).toEqual([
      { kind: 'timestamp-outside-tolerance', message: expect.stringContaining('3600 s before now') },
    ]);
  });

  it('refuses a malformed header without computing anything', () => {
    const result = lab({ header: 'sha256=abc' });
    expect(result).toMatchObject({ verified: false, signedString: null, causes: [{ kind: 'malformed-header' }] });
  });
});
