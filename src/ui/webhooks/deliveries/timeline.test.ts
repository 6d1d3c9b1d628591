import { describe, expect, it } from 'vitest';
import type { DeliveryAttempt } from '../../../gateway/core/stored-records';
import { nextDueAt, waitBefore } from './timeline';

function attempt(patch: Partial<DeliveryAttempt>): DeliveryAttempt {
  return {
    id: 'a',
    webhookId: 'w',
    paymentHash: 'h',
    requestId: 'r',
    attempt: 1,
    scheduledAt: 0,
    sentAt: null,
    finishedAt: null,
    state: 'PENDING',
    responseStatus: null,
    responseBody: null,
    error: null,
    request: { method: 'POST', url: 'https://hooks.gateway.test/x', headers: {}, body: '{}' },
    ...patch,
  };
}

describe('a notification on its time axis', () => {
  const failed = attempt({ state: 'FAILED', sentAt: 1000, finishedAt: 1200 });
  const retry = attempt({ attempt: 2, scheduledAt: 2200 });

  it('counts the wait before a retry from the end of the failed attempt', () => {
    expect(waitBefore([failed, retry], 1)).toBe(1000);
    expect(waitBefore([failed, retry], 0)).toBeNull();
  });

  it('gives a replay no wait, since no policy scheduled it', () => {
    expect(waitBefore([failed, attempt({ kind: 'redelivery', scheduledAt: 9000 })], 1)).toBeNull();
  });

  it('counts a retry’s wait past a replay sent in between, from the notification’s own attempt before it', () => {
    const replay = attempt({ kind: 'wrong-signature', scheduledAt: 1500, sentAt: 1500, finishedAt: 1600, state: 'FAILED' });
    expect(waitBefore([failed, replay, retry], 2)).toBe(1000);
  });

  it('finds the next attempt due, and none when all have run', () => {
    expect(nextDueAt([failed, retry])).toBe(2200);
    expect(nextDueAt([failed])).toBeNull();
  });
});
