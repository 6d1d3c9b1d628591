import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallResult } from '../gateway/core/ports';
import { withCallTimeout } from './call-timeout';

const REQUEST = { method: 'POST', url: 'http://127.0.0.1:1/hook', headers: {}, body: '{}' };

afterEach(() => void vi.useRealTimers());

describe('a call with a time limit', () => {
  it('is a network error once the limit passes without an answer', async () => {
    vi.useFakeTimers();
    const silent = withCallTimeout({ send: () => new Promise<CallResult>(() => undefined) }, 10_000);
    const call = silent.send(REQUEST);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await call).toEqual({ kind: 'network-error', error: 'No answer within 10 s' });
  });

  it('is the endpoint’s answer when it comes in time', async () => {
    const answering = withCallTimeout({ send: async () => ({ kind: 'answered', status: 204, body: '' }) }, 10_000);
    expect(await answering.send(REQUEST)).toEqual({ kind: 'answered', status: 204, body: '' });
  });
});
