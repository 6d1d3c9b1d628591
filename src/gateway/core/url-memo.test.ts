import { describe, expect, it } from 'vitest';
import { memoizedByUrl } from './url-memo';

/** `memoizedByUrl` over a parser that counts its calls. */
function counting(options?: { kept?: number; longestKept?: number }) {
  const parsed: string[] = [];
  const parse = memoizedByUrl((url) => {
    parsed.push(url);
    return url.startsWith('https://receivers.test/') ? url.slice(23) : undefined;
  }, options);
  return { parse, parsed };
}

describe('answers kept by URL', () => {
  it('parses a URL once while it is among the last kept, an undefined answer too', () => {
    const { parse, parsed } = counting();

    const answers = [
      parse('https://receivers.test/a'),
      parse('https://elsewhere.test/'),
      parse('https://receivers.test/a'),
      parse('https://elsewhere.test/'),
    ];

    expect(answers).toEqual(['a', undefined, 'a', undefined]);
    expect(parsed).toEqual(['https://receivers.test/a', 'https://elsewhere.test/']);
  });

  it('forgets the oldest URL once more than it keeps were asked about', () => {
    const { parse, parsed } = counting({ kept: 2 });

    for (const url of ['https://a.test/', 'https://b.test/', 'https://c.test/', 'https://b.test/', 'https://a.test/']) parse(url);

    expect(parsed).toEqual(['https://a.test/', 'https://b.test/', 'https://c.test/', 'https://a.test/']);
  });

  it('parses a URL longer than it keeps every time', () => {
    const { parse, parsed } = counting({ longestKept: 30 });
    const long = `https://receivers.test/${'x'.repeat(20)}`;

    expect([parse(long), parse(long)]).toEqual(['x'.repeat(20), 'x'.repeat(20)]);
    expect(parsed).toEqual([long, long]);
  });
});
