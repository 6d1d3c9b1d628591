import { describe, expect, it } from 'vitest';
import { BASE, freshDatabaseName, openHarness } from '../../../test/support/harness';
import { openEntryLog } from './entry-log';

describe('an entry log', () => {
  it('keeps entries newest first in its own database, which a sandbox reset leaves alone, until cleared', async () => {
    const name = freshDatabaseName();
    const log = await openEntryLog<{ sentAt: number }>(name);
    await log.add({ sentAt: 1 });
    await log.add({ sentAt: 2 });
    const harness = await openHarness();
    expect((await harness.call('POST', `${BASE}/_sandbox/reset`)).status).toBe(200);
    await harness.close();

    const reopened = await openEntryLog<{ sentAt: number }>(name);
    expect((await reopened.list()).map((item) => [item.id, item.sentAt])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    await reopened.clear();
    expect(await reopened.list()).toEqual([]);
  });
});
