import { describe, expect, test } from 'vitest';
import { encodeKey } from './keys';

/** Code-unit order, which is what a `COLLATE "C"` column keeps for these ASCII-escaped keys. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('PostgreSQL index keys', () => {
  test('numbers sort by value, before every string', () => {
    const keys = [3, 'a', -1.5, 0, '', -Infinity, 1e300, 'B', Infinity, 2.5, -1e-300];
    const sorted = keys.map((key) => [key, encodeKey(key)!] as const).sort((a, b) => byText(a[1], b[1]));

    expect(sorted.map(([key]) => key)).toEqual([-Infinity, -1.5, -1e-300, 0, 2.5, 3, 1e300, Infinity, '', 'B', 'a']);
  });

  test('minus zero is the key zero', () => {
    expect(encodeKey(-0)).toBe(encodeKey(0));
  });

  test('strings keep their order and lose U+0000, which PostgreSQL text cannot hold', () => {
    const keys = ['a\u0002', 'a', 'a\u0001', 'a\u0000b', 'a\u0000'];
    const encoded = keys.map((key) => encodeKey(key)!);

    expect(encoded.every((key) => !key.includes('\u0000'))).toBe(true);
    expect([...encoded].sort(byText)).toEqual(['a', 'a\u0000', 'a\u0000b', 'a\u0001', 'a\u0002'].map((key) => encodeKey(key)));
  });

  test('a record out of the index stays out', () => {
    expect(encodeKey(null)).toBeNull();
  });
});
