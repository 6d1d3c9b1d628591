import { describe, expect, it } from 'vitest';
import { oldestFirst } from './delivery-order';
import { newUuid } from '../core/ids';
import type { DeliveryAttempt } from '../core/stored-records';

const attempt = (scheduledAt: number, number: number, label: string) =>
  ({ id: newUuid(), scheduledAt, attempt: number, label }) as unknown as DeliveryAttempt & { label: string };

describe('the order deliveries are listed in', () => {
  it('is oldest first, and at one instant the order they were queued, whatever their attempt numbers', () => {
    const first = attempt(1_000, 1, 'attempt 1');
    const retry = attempt(5_000, 3, 'attempt 3, a retry due at 5 s');
    const replay = attempt(5_000, 1, 'a replay queued after it, at the same simulated moment');
    const later = attempt(9_000, 1, 'a later notification');

    const listed = [later, replay, retry, first].sort(oldestFirst) as (DeliveryAttempt & { label: string })[];

    expect(listed.map((entry) => entry.label)).toEqual([first.label, retry.label, replay.label, later.label]);
  });
});
