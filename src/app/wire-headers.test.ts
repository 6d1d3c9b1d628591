import { describe, expect, it } from 'vitest';
import { wireHeaders } from './wire-headers';

describe('webhook headers on the wire', () => {
  it('sends a value beyond ASCII as its UTF-8 bytes, one character each, and leaves ASCII values as they are', () => {
    const wire = wireHeaders({ 'X-Name': 'Zażółć', 'X-Accent': 'é', 'X-Plain': 'a b;c' });

    expect(wire['X-Plain']).toBe('a b;c');
    expect(new TextDecoder().decode(Uint8Array.from(wire['X-Name']!, (char) => char.charCodeAt(0)))).toBe('Zażółć');
    expect(wire['X-Accent']).toBe('\xc3\xa9');
    expect(() => new Headers(wire)).not.toThrow();
  });

  it('hands back the same headers when every value is ASCII', () => {
    const headers = { 'Content-Type': 'application/json' };
    expect(wireHeaders(headers)).toBe(headers);
  });
});
