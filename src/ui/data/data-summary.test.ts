import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../gateway/ports';
import type { Snapshot } from '../../gateway/snapshot';
import { describeCounts, snapshotFileName, summarize } from './data-summary';

function snapshot(collections: Partial<Record<string, object[]>>): Snapshot {
  const all = Object.fromEntries(COLLECTIONS.map((name) => [name, collections[name] ?? []]));
  return { format: 'gateway-playground-snapshot', version: 1, collections: all } as unknown as Snapshot;
}

describe('the Data screen summary', () => {
  it('counts each collection and reads the clock and the receivers out of the settings', () => {
    const summary = summarize(
      snapshot({
        partners: [{ id: 'p1' }],
        apiKeys: [{ key: 'a' }, { key: 'b' }],
        deliveries: [{ id: 'd1' }, { id: 'd2' }, { id: 'd3' }],
        settings: [
          { name: 'clock', value: { mode: 'simulated', now: 1768478400000 } },
          { name: 'receiver:shop', value: {} },
        ],
      }),
    );
    expect(summary.counts).toMatchObject({ partners: 1, apiKeys: 2, products: 0, deliveries: 3 });
    expect(summary.receivers).toBe(1);
    expect(summary.clock).toEqual({ mode: 'simulated', now: 1768478400000 });
    expect(describeCounts(summary)).toBe('1 partner, 2 API keys, 3 delivery attempts, 1 scripted receiver');
  });

  it('an empty store is real time and nothing stored', () => {
    const summary = summarize(snapshot({ settings: [{ name: 'clock', value: { mode: 'real' } }] }));
    expect(summary.clock).toEqual({ mode: 'real' });
    expect(Object.values(summary.counts).every((count) => count === 0)).toBe(true);
    expect(describeCounts(summary)).toBe('nothing stored');
  });

  it('names the file after the UTC time, without colons', () => {
    expect(snapshotFileName(new Date(Date.UTC(2026, 0, 15, 12, 3, 4, 567)))).toBe(
      'gateway-playground-2026-01-15T12-03-04Z.json',
    );
  });
});
