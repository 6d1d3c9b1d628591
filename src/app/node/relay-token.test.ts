import { describe, expect, it } from 'vitest';
import { isRelayToken, newRelayToken } from './relay-token';

describe('the relay token', () => {
  it('carries at least 128 random bits, as URL-safe base64', () => {
    const token = newRelayToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    // Every base64url character carries 6 bits.
    expect(token.length * 6).toBeGreaterThanOrEqual(128);
    expect(Buffer.from(token, 'base64url').byteLength).toBeGreaterThanOrEqual(16);
  });

  it('is new at every start', () => {
    const tokens = new Set(Array.from({ length: 50 }, newRelayToken));
    expect(tokens.size).toBe(50);
  });

  it('matches only itself: not another token, a prefix, a longer string or nothing', () => {
    const token = newRelayToken();
    expect(isRelayToken(token, token)).toBe(true);
    expect(isRelayToken(newRelayToken(), token)).toBe(false);
    expect(isRelayToken(token.slice(0, -1), token)).toBe(false);
    expect(isRelayToken(`${token}x`, token)).toBe(false);
    expect(isRelayToken('', token)).toBe(false);
  });
});
