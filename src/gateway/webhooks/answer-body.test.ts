import { describe, expect, it } from 'vitest';
import { cutAnswer, MAX_ANSWER_BYTES } from './answer-body';

const utf8Length = (text: string) => new TextEncoder().encode(text).byteLength;

describe('cutAnswer', () => {
  it('keeps a body of exactly 64 KiB whole and unmarked', () => {
    const body = 'a'.repeat(MAX_ANSWER_BYTES);
    expect(cutAnswer(body)).toEqual({ body, truncated: false });
  });

  it('cuts one byte more to 64 KiB and marks it', () => {
    const { body, truncated } = cutAnswer('a'.repeat(MAX_ANSWER_BYTES + 1));
    expect([body.length, truncated]).toEqual([MAX_ANSWER_BYTES, true]);
  });

  it('counts UTF-8 bytes and never splits a character at the cut', () => {
    // 'ż' is 2 bytes and '😀' 4: the 64 KiB boundary falls inside one of them.
    const body = `a${'ż'.repeat(20_000)}${'😀'.repeat(10_000)}`;
    const cut = cutAnswer(body);
    expect(cut.truncated).toBe(true);
    expect(utf8Length(cut.body)).toBeLessThanOrEqual(MAX_ANSWER_BYTES);
    expect(utf8Length(cut.body)).toBeGreaterThan(MAX_ANSWER_BYTES - 4);
    expect(body.startsWith(cut.body)).toBe(true);
    expect(cut.body).not.toContain('\uFFFD');
  });

  it('keeps a body under the limit in bytes though long in characters', () => {
    const body = 'ż'.repeat(MAX_ANSWER_BYTES / 2);
    expect(cutAnswer(body)).toEqual({ body, truncated: false });
  });
});
