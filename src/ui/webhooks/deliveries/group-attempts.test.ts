import { describe, expect, it } from 'vitest';
import type { DeliveryAttempt } from '../../../gateway/core/stored-records';
import { attemptNames, groupByNotification, outcomeOf } from './group-attempts';

function attempt(requestId: string, n: number, scheduledAt: number, state: DeliveryAttempt['state']): DeliveryAttempt {
  return {
    id: `${requestId}-${n}`,
    webhookId: 'w1',
    paymentHash: `hash-${requestId}`,
    requestId,
    attempt: n,
    scheduledAt,
    sentAt: null,
    finishedAt: null,
    state,
    responseStatus: null,
    responseBody: null,
    error: null,
    request: { method: 'POST', url: 'https://hooks.gateway.test/shop', headers: {}, body: '{}' },
  };
}

describe('attempts grouped by notification', () => {
  it('puts the newest notification first and each one attempt 1 first', () => {
    const groups = groupByNotification([
      attempt('old', 1, 1000, 'FAILED'),
      attempt('new', 1, 5000, 'FAILED'),
      attempt('old', 2, 2000, 'SUCCEEDED'),
      attempt('new', 2, 6000, 'PENDING'),
    ]);
    expect(groups.map((g) => [g.requestId, g.queuedAt, g.attempts.map((a) => a.attempt)])).toEqual([
      ['new', 5000, [1, 2]],
      ['old', 1000, [1, 2]],
    ]);
    expect(groups.map(outcomeOf)).toEqual([
      { tone: 'waiting', text: 'Retry 1 waiting' },
      { tone: 'ok', text: 'Delivered on attempt 2' },
    ]);
  });

  it('says how a notification ended', () => {
    const [failed] = groupByNotification([attempt('r', 1, 0, 'FAILED'), attempt('r', 2, 1, 'FAILED')]);
    expect(outcomeOf(failed!)).toEqual({ tone: 'error', text: 'Failed after 2 attempts' });
    const [queued] = groupByNotification([attempt('q', 1, 0, 'PENDING')]);
    expect(outcomeOf(queued!).text).toBe('Queued');
  });

  it('tells how the notification itself was delivered, not how a replay sent since went', () => {
    const replay = { ...attempt('d', 1, 5, 'FAILED'), id: 'd-replay', kind: 'redelivery' } as DeliveryAttempt;
    const [group] = groupByNotification([attempt('d', 1, 0, 'FAILED'), attempt('d', 2, 1, 'SUCCEEDED'), replay]);
    expect(outcomeOf(group!)).toEqual({ tone: 'ok', text: 'Delivered on attempt 2' });
  });

  it('names the notification’s own attempts by number and counts its replays apart', () => {
    expect(
      attemptNames([{ attempt: 1 }, { attempt: 2 }, { attempt: 1, kind: 'duplicate' }, { attempt: 1, kind: 'wrong-signature' }]),
    ).toEqual(['Attempt 1', 'Attempt 2', 'Replay 1', 'Replay 2']);
  });
});
