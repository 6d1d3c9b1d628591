/**
 * A request still running when its sandbox closes (a Node server stopping on SIGTERM, an embed
 * taken off the page) meets a closed store: that is the sandbox going away, not a gateway failure.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE, openHarness } from '../../test/support/harness';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a request to a sandbox that has closed', () => {
  it('answers 503 and logs nothing', async () => {
    const harness = await openHarness();
    await harness.close();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const answer = await harness.json('GET', `${BASE}/_sandbox/partners`);

    expect(answer).toEqual({ status: 503, body: { status: 503, message: 'The sandbox has closed' } });
    expect(logged).not.toHaveBeenCalled();
  });
});
