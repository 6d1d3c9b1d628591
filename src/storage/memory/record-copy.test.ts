import { describe, expect, test } from 'vitest';
import { copyRecord } from './record-copy';

describe('copyRecord', () => {
  test('a copy is equal and shares nothing that can change', () => {
    const original = () => ({
      id: 'a',
      state: 'PENDING',
      request: { headers: { 'X-Shop': 'blue' }, body: '{}' },
      tags: [['x'], 2],
      left: undefined,
      none: null,
    });
    const record = original();

    const copy = copyRecord(record);
    record.request.headers['X-Shop'] = 'red';
    (record.tags[0] as string[]).push('y');

    expect(copy).toEqual(original());
    expect('left' in copy).toBe(true);
  });

  test('what is not a plain object or array is copied, or refused, as structuredClone does', () => {
    const when = new Date(1_767_225_600_000);
    const copy = copyRecord({ when, bytes: new Uint8Array([1, 2]) });

    expect(copy.when).not.toBe(when);
    expect(copy.when.getTime()).toBe(1_767_225_600_000);
    expect([...copy.bytes]).toEqual([1, 2]);
    expect(() => copyRecord({ call: () => 1 })).toThrow(DOMException);
  });
});
