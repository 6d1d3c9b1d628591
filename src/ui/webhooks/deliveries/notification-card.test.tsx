// @vitest-environment happy-dom
/** A notification's timeline as the deliveries list shows it: its own attempts, then its replays counted apart. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryAttempt } from '../../../gateway/core/stored-records';
import { groupByNotification } from './group-attempts';
import { NotificationCard } from './notification-card';

afterEach(cleanup);

function attempt(id: string, n: number, at: number, kind?: DeliveryAttempt['kind']): DeliveryAttempt {
  return {
    id,
    webhookId: 'w',
    paymentHash: 'hash1',
    requestId: 'request-1',
    attempt: n,
    ...(kind ? { kind } : {}),
    scheduledAt: at,
    sentAt: at,
    finishedAt: at,
    state: 'SUCCEEDED',
    responseStatus: 200,
    responseBody: '',
    error: null,
    request: { method: 'POST', url: 'https://hooks.gateway.test/shop', headers: {}, body: '{}' },
  };
}

describe('a notification card', () => {
  it('names a notification’s replays apart, in the order they were sent, after its own attempts', () => {
    const [group] = groupByNotification([
      attempt('a1', 1, 1000),
      attempt('a2', 2, 2000),
      attempt('r2', 1, 4000, 'duplicate'),
      attempt('r1', 1, 3000, 'wrong-signature'),
    ]);

    render(<NotificationCard group={group!} />);

    expect(screen.getAllByRole('button', { name: /^(Attempt|Replay) \d$/ }).map((button) => button.textContent)).toEqual([
      'Attempt 1',
      'Attempt 2',
      'Replay 1',
      'Replay 2',
    ]);
    expect(screen.getAllByTestId('attempt-kind').map((badge) => badge.textContent)).toEqual(['wrong-signature', 'duplicate']);
  });
});
