import { describe, expect, it } from 'vitest';
import { newPaymentHash, newUuid, randomString, shortRandomId } from './ids';

describe('ids', () => {
  it('makes payment hashes of ten letters and digits, all different over many pool refills', () => {
    const hashes = Array.from({ length: 5000 }, newPaymentHash);

    expect(hashes.every((hash) => /^[A-Za-z0-9]{10}$/.test(hash))).toBe(true);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('makes version 7 UUIDs that sort in the order they were made, all different, even many in one millisecond', () => {
    const ids = Array.from({ length: 5000 }, newUuid);

    expect(ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws every character of the alphabet, and only those', () => {
    const text = randomString(20_000, 'abc');

    expect(new Set(text)).toEqual(new Set(['a', 'b', 'c']));
    for (const letter of 'abc') expect(text.split(letter).length - 1).toBeGreaterThan(6000);
  });

  it('makes short ids of eight hex characters, without crypto.randomUUID (missing outside a secure context)', () => {
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = Array.from({ length: 1000 }, shortRandomId);
      expect(ids.every((id) => /^[0-9a-f]{8}$/.test(id))).toBe(true);
      expect(new Set(ids).size).toBe(1000);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
