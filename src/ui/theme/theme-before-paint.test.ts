import { describe, expect, it } from 'vitest';
import { themeBeforePaint } from './theme-before-paint';

const KEY = 'theme-key';

/** A page at `url` whose storage holds `stored` (or throws, as a cross-site frame's does). */
function pageAt(url: string, stored: string | null | 'denied' = null) {
  const attributes = new Map<string, string>();
  const { hash, search } = new URL(url);
  const page = {
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
    location: { hash, search },
    get localStorage() {
      if (stored === 'denied') throw new DOMException('The document is sandboxed', 'SecurityError');
      return { getItem: (key: string) => (key === KEY ? stored : null) };
    },
  } as unknown as Window;
  themeBeforePaint(page, KEY);
  return attributes.get('data-theme');
}

describe('the theme chosen before the first paint', () => {
  it('is forced by ?theme= in the hash, after an embed’s data', () => {
    expect(pageAt('https://docs.test/app/#/embed/eyJ2IjoxfQ?theme=dark')).toBe('dark');
    expect(pageAt('https://docs.test/app/#/embed/eyJ2IjoxfQ?theme=light')).toBe('light');
  });

  it('is forced by ?theme= in the page’s own query, before the hash', () => {
    expect(pageAt('https://docs.test/app/?theme=dark#/embed/eyJ2IjoxfQ')).toBe('dark');
  });

  it('takes the address over the stored choice', () => {
    expect(pageAt('https://app.test/#/checkout/p1?externalId=h&theme=light', 'dark')).toBe('light');
  });

  it('is the stored choice in the app', () => {
    expect(pageAt('https://app.test/#/console', 'dark')).toBe('dark');
    expect(pageAt('https://app.test/', 'light')).toBe('light');
  });

  it('leaves an embed without ?theme= to the reader’s system, whatever the app stored', () => {
    expect(pageAt('https://app.test/#/embed/eyJ2IjoxfQ', 'dark')).toBeUndefined();
  });

  it('leaves the page to the system when nothing is stored, storage is denied, or a value is unknown', () => {
    expect(pageAt('https://app.test/#/console')).toBeUndefined();
    expect(pageAt('https://app.test/#/console', 'denied')).toBeUndefined();
    expect(pageAt('https://app.test/#/console?theme=blue', 'sepia')).toBeUndefined();
  });
});
