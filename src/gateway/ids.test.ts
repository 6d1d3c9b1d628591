import { describe, expect, it } from 'vitest';
import { newPaymentHash, randomString } from './ids';

describe('ids', () => {
  it('makes payment hashes of ten letters and digits, all different over many pool refills', () => {
    const hashes = Array.from({ length: 5000 }, newPaymentHash);

    expect(hashes.every((hash) => /^[A-Za-z0-9]{10}$/.test(hash))).toBe(true);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('draws every character of the alphabet, and only those', () => {
    const text = randomString(20_000, 'abc');

    expect(new Set(text)).toEqual(new Set(['a', 'b', 'c']));
    for (const letter of 'abc') expect(text.split(letter).length - 1).toBeGreaterThan(6000);
  });
});
