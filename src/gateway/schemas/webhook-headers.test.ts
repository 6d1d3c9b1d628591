import { describe, expect, it } from 'vitest';
import { headerProblem } from './webhook-headers';

describe('webhook header rules', () => {
  it('accepts token names with ordinary values, several per name', () => {
    expect(headerProblem('X-Shop-Id', ['one', 'two; q=1, three'])).toBeUndefined();
    expect(headerProblem("Authorization!#$%&'*+.^_`|~", ['Bearer abc'])).toBeUndefined();
  });

  it.for(['', 'X Shop', 'X-Shop:', 'Zażółć', 'X-Shop\r\nX-Evil', '(comment)', 'a/b'])('refuses the name %j', (name) => {
    expect(headerProblem(name, ['v'])).toMatch(/not a valid header name/);
  });

  it.for(['Content-Type', 'content-length', 'HOST', 'Transfer-encoding', 'x-service-SIGNATURE'])(
    'refuses %s as the gateway’s own header',
    (name) => {
      expect(headerProblem(name, ['v'])).toMatch(/set by the gateway/);
    },
  );

  it.for(['a\rb', 'a\nb', 'a\0b', 'ok\r\nX-Evil: 1'])('refuses the value %j', (value) => {
    expect(headerProblem('X-Shop', ['fine', value])).toMatch(/must not contain CR, LF or NUL/);
  });
});
