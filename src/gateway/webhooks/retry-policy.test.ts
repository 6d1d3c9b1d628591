import { describe, expect, it } from 'vitest';
import { judge, waitBeforeRetry } from './retry-policy';

describe('the wait before each retry', () => {
  it('is 1 s, 5 s, 5 min and 1 h before retries 1 to 4', () => {
    expect([1, 2, 3, 4].map(waitBeforeRetry)).toEqual([1_000, 5_000, 300_000, 3_600_000]);
  });

  it('is 3 h before every later retry', () => {
    expect([5, 6, 20].map(waitBeforeRetry)).toEqual([10_800_000, 10_800_000, 10_800_000]);
  });
});

describe('what an answer means', () => {
  it('exactly expectedCode succeeds, whatever it is', () => {
    expect(judge(200, 200, 1, 3)).toBe('SUCCEEDED');
    expect(judge(204, 204, 1, 0)).toBe('SUCCEEDED');
    expect(judge(500, 500, 4, 3)).toBe('SUCCEEDED');
  });

  it('a 4xx, a 5xx or a network error is retried while retries remain', () => {
    expect(judge(404, 200, 1, 3)).toBe('RETRY');
    expect(judge(503, 200, 3, 3)).toBe('RETRY');
    expect(judge(undefined, 200, 1, 1)).toBe('RETRY');
  });

  it('fails once the last retry has failed too', () => {
    expect(judge(500, 200, 4, 3)).toBe('FAILED');
    expect(judge(undefined, 200, 1, 0)).toBe('FAILED');
  });

  it('another 2xx or a 3xx fails at once, without retry', () => {
    expect(judge(201, 200, 1, 3)).toBe('FAILED');
    expect(judge(302, 200, 1, 3)).toBe('FAILED');
  });
});
