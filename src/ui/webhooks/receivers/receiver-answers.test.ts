import { describe, expect, it } from 'vitest';
import { describeAnswer, draftFromAnswer, draftOf, parseQuick, toAnswers } from './receiver-answers';

const statuses = (text: string) => {
  const parsed = parseQuick(text);
  if ('error' in parsed) throw new Error(parsed.error);
  return toAnswers(parsed.drafts);
};

describe('quick entry of a receiver script', () => {
  it('reads "500, 500, then 200" as three answers', () => {
    expect(statuses('500, 500, then 200')).toEqual({ answers: [{ status: 500 }, { status: 500 }, { status: 200 }] });
  });

  it('reads repeats, never, network errors and space-separated statuses', () => {
    expect(statuses('503x2, error, never, 404 200')).toEqual({
      answers: [
        { status: 503 },
        { status: 503 },
        { networkError: 'ECONNRESET (scripted network error)' },
        { neverAnswers: true },
        { status: 404 },
        { status: 200 },
      ],
    });
  });

  it('names what it cannot read', () => {
    expect(parseQuick('500, teapot')).toEqual({ error: '"teapot" is not a status (like 500), "never" or "error"' });
    expect(parseQuick(' , ')).toHaveProperty('error');
    expect(parseQuick('500x0')).toHaveProperty('error');
  });
});

describe('answer rows', () => {
  it('turn into answers with body and delay, or name the row that is wrong', () => {
    const row = { ...draftOf('status', '201'), body: '{"ok":true}', delayMs: '2000' };
    expect(toAnswers([row])).toEqual({ answers: [{ status: 201, body: '{"ok":true}', delayMs: 2000 }] });
    expect(toAnswers([row, { ...row, status: '99' }])).toEqual({ error: 'Answer 2: the status is a number from 100 to 599' });
    expect(toAnswers([{ ...row, delayMs: '1.5' }])).toHaveProperty('error');
    expect(toAnswers([])).toHaveProperty('error');
  });

  it('round-trip a stored script for editing', () => {
    const answers = [{ status: 500, delayMs: 10 }, { networkError: 'boom' }, { neverAnswers: true as const }];
    expect(toAnswers(answers.map(draftFromAnswer))).toEqual({ answers });
    expect(answers.map(describeAnswer)).toEqual(['500 after 10 ms', 'network error: boom', 'never answers']);
  });
});
