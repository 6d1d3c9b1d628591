import { describe, expect, it } from 'vitest';
import { retriesFor, signingFor, WRONG_SIGNING_SECRET } from './attempt-kinds';

describe('how the kind of an attempt signs and retries it', () => {
  it('a notification and a redelivery are signed with the webhook secret at the send time', () => {
    expect(signingFor({}, 'whsec_a', 1000)).toEqual({ secret: 'whsec_a', timestampSeconds: 1000 });
    expect(signingFor({ kind: 'redelivery' }, 'whsec_a', 1000)).toEqual({ secret: 'whsec_a', timestampSeconds: 1000 });
  });

  it('a stale-timestamp fault is signed in the past and a wrong-signature fault with another key', () => {
    expect(signingFor({ kind: 'stale-timestamp' }, 'whsec_a', 5000)).toEqual({ secret: 'whsec_a', timestampSeconds: 5000 - 3600 });
    expect(signingFor({ kind: 'wrong-signature' }, 'whsec_a', 5000)).toEqual({ secret: WRONG_SIGNING_SECRET, timestampSeconds: 5000 });
  });

  it('only notifications are retried', () => {
    expect(retriesFor({}, { retries: 3 })).toBe(3);
    expect(retriesFor({ kind: 'custom' }, { retries: 3 })).toBe(0);
  });
});
