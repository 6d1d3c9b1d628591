import { describe, expect, it } from 'vitest';
import type { SandboxSummary } from '../shared/sandbox-client';
import { describeCounts, holdsData, snapshotFileName } from './data-summary';

const NONE = {
  partners: 0,
  apiKeys: 0,
  products: 0,
  payments: 0,
  pricingEntries: 0,
  forms: 0,
  customizations: 0,
  webhooks: 0,
  deliveries: 0,
};

function summary(counts: Partial<SandboxSummary['counts']>, receivers = 0): SandboxSummary {
  return { counts: { ...NONE, ...counts }, receivers, clock: { mode: 'real', now: 0 } };
}

describe('the Data screen summary', () => {
  it('names each non-empty collection with its count, singular or plural, and the scripted receivers last', () => {
    expect(describeCounts(summary({ partners: 1, apiKeys: 2, deliveries: 3 }, 1))).toBe(
      '1 partner, 2 API keys, 3 delivery attempts, 1 scripted receiver',
    );
  });

  it('an empty store is described as nothing stored', () => {
    expect(describeCounts(summary({}))).toBe('nothing stored');
  });

  it('names the file after the UTC time, without colons', () => {
    expect(snapshotFileName(new Date(Date.UTC(2026, 0, 15, 12, 3, 4, 567)))).toBe('gateway-playground-2026-01-15T12-03-04Z.json');
  });
});

describe('holdsData', () => {
  it('is true when any collection or the receivers hold something, false for an empty store', () => {
    expect(holdsData(summary({}))).toBe(false);
    expect(holdsData(summary({ webhooks: 1 }))).toBe(true);
    expect(holdsData(summary({}, 1))).toBe(true);
  });
});
