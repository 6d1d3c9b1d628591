import { describe, expect, it } from 'vitest';
import type { CaseResult, CheckReport } from './receiver-check-report';
import { answerText, reportLines, summary } from './receiver-check-words';

const answered = (status: number) => ({ status, error: null, silent: false });
const PAIR: CaseResult = {
  id: 'concurrent-duplicate',
  sent: 'a COMPLETED notification of order Q, twice at the same moment',
  expect: 'accept',
  safe: 'accepts both',
  unseen: 'fulfil order Q only once: check that your records show one fulfilment',
  answers: [answered(200), answered(409)],
  ok: false,
  mark: 'fail',
};
const report = (cases: CaseResult[]): Omit<CheckReport, 'summary'> => ({
  endpoint: 'http://shop/hooks',
  expectedCode: 200,
  passed: false,
  unreachable: false,
  silent: false,
  cases,
});

describe('the receiver check in words', () => {
  it('says each answer of a pair, a silence and a network error as what was seen', () => {
    expect(answerText({ answers: [answered(200), answered(409)] })).toBe('answered 200 and 409');
    expect(answerText({ answers: [{ status: null, error: 'no answer within 10 s', silent: true }] })).toBe(
      'took the connection and sent no answer within 10 s',
    );
    expect(answerText({ answers: [{ status: null, error: 'ECONNREFUSED', silent: false }] })).toBe('gave no answer (ECONNREFUSED)');
  });

  it('says a pair answered both ways was accepted once and refused once, beside what no status shows', () => {
    const [line] = reportLines({ ...report([PAIR]), summary: '' });
    expect(line).toBe(
      'FAIL      concurrent-duplicate  sent a COMPLETED notification of order Q, twice at the same moment; answered 200 and 409 (one accepted, one refused); ' +
        'a safe receiver accepts both; no status code can show the rest: it must also fulfil order Q only once: check that your records show one fulfilment.',
    );
  });

  it('names the secret it was given when every genuine delivery was refused, and not otherwise', () => {
    const refused = { ...PAIR, answers: [answered(401), answered(401)] };
    expect(summary(report([refused]), '--secret')).toContain('the likely cause is a wrong --secret');
    expect(summary(report([PAIR]), '--secret')).not.toContain('secret');
  });
});
