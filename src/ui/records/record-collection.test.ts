import { describe, expect, it } from 'vitest';
import { COLLECTION_VIEWS } from './record-columns';
import { isRecordCollection } from './record-collection';

describe('a route segment naming a collection', () => {
  it('is one of the collections the records screen has a view of, and nothing else', () => {
    expect(Object.keys(COLLECTION_VIEWS).every((name) => isRecordCollection(name))).toBe(true);
    expect(isRecordCollection('payments')).toBe(true);
    expect(isRecordCollection('deliveries')).toBe(false);
    expect(isRecordCollection('toString')).toBe(false);
    expect(isRecordCollection(undefined)).toBe(false);
  });
});
