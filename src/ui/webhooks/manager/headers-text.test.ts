import { describe, expect, it } from 'vitest';
import { headersText, parseHeaders } from './headers-text';

describe('headers as typed text', () => {
  it('collects repeated names into several values and writes them back line by line', () => {
    const parsed = parseHeaders('X-Shop: a\n\nX-Shop: b\nAuthorization: Bearer t:1 ');
    expect(parsed).toEqual({ headers: { 'X-Shop': ['a', 'b'], Authorization: ['Bearer t:1'] } });
    expect(headersText({ 'X-Shop': ['a', 'b'] })).toBe('X-Shop: a\nX-Shop: b');
  });

  it('refuses a line without a name and colon, naming the line', () => {
    expect(parseHeaders('X-Ok: 1\njust text')).toEqual({ error: 'Header line 2 needs the form "Name: value"' });
  });
});
