import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { CollectionName, Collections } from '../core/ports';
import { RECORD_SCHEMAS } from './stored-records';

/** Properties of a record type that its schema does not know (and an import would drop). */
type Uncovered<C extends CollectionName> = Exclude<keyof Collections[C], keyof z.output<(typeof RECORD_SCHEMAS)[C]>>;

const ID = '0190abcd-0000-7000-8000-00000000beef';
const attempt = {
  id: ID,
  webhookId: ID,
  paymentHash: 'ABCDEFGHIJ',
  requestId: ID,
  attempt: 1,
  scheduledAt: 1,
  sentAt: null,
  finishedAt: null,
  state: 'PENDING',
  responseStatus: null,
  responseBody: null,
  error: null,
  request: { method: 'POST', url: 'https://hooks.gateway.test/a', headers: {}, body: '{}' },
};

describe('record schemas', () => {
  it('know every property of every record type', () => {
    expectTypeOf<{ [C in CollectionName]: Uncovered<C> }>().toEqualTypeOf<{ [C in CollectionName]: never }>();
  });

  it('keep a valid record exactly, dropping only properties no record has', () => {
    const marked = { ...attempt, responseBody: 'x', responseTruncated: true };
    expect(RECORD_SCHEMAS.deliveries.parse(marked)).toEqual(marked);
    expect(RECORD_SCHEMAS.deliveries.parse({ ...attempt, leftover: 1 })).toEqual(attempt);
  });

  it('refuse ids in upper case, which no path lookup would find', () => {
    expect(RECORD_SCHEMAS.deliveries.safeParse({ ...attempt, id: ID.toUpperCase() }).success).toBe(false);
  });

  it('check a setting’s value by its name and leave other settings alone', () => {
    const valid = (setting: unknown) => RECORD_SCHEMAS.settings.safeParse(setting).success;
    expect(valid({ name: 'clock', value: { mode: 'simulated', now: 5 } })).toBe(true);
    expect(valid({ name: 'clock', value: { mode: 'simulated' } })).toBe(false);
    expect(valid({ name: 'receiver:shop', value: { name: 'shop', calls: 0, answers: [{ status: 200 }] } })).toBe(true);
    expect(valid({ name: 'receiver:shop', value: { name: 'shop', calls: 0, answers: [] } })).toBe(false);
    expect(valid({ name: 'something-else', value: [1, 2] })).toBe(true);
  });
});
