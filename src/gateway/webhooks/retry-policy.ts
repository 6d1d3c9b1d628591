/**
 * The retry arithmetic of the interface and the sandbox contract: one first attempt plus
 * `retries` retries; waits of 1 s, 5 s, 5 min and 1 h before retries 1 to 4 and 3 h before each
 * later one, counted from the end of the failed attempt. Success is exactly `expectedCode`.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const FIRST_WAITS = [SECOND, 5 * SECOND, 5 * MINUTE, HOUR];
const LATER_WAIT = 3 * HOUR;

/** The wait before retry number `retry` (1 for the first retry). */
export function waitBeforeRetry(retry: number): number {
  return FIRST_WAITS[retry - 1] ?? LATER_WAIT;
}

/** Every distinct wait before a retry, shortest first: a simulated clock moved by each reaches the next retry. */
export const RETRY_WAITS: readonly number[] = [...FIRST_WAITS, LATER_WAIT];

export type Verdict = 'SUCCEEDED' | 'RETRY' | 'FAILED';

/**
 * What an answer means. `status` is undefined for a network error. A failure is retried only on
 * 4xx, 5xx or a network error, and only while retries remain; any other status (another 2xx, a
 * 3xx) fails at once.
 */
export function judge(status: number | undefined, expectedCode: number, attempt: number, retries: number): Verdict {
  if (status === expectedCode) return 'SUCCEEDED';
  const retryable = status === undefined || (status >= 400 && status <= 599);
  return retryable && attempt <= retries ? 'RETRY' : 'FAILED';
}
