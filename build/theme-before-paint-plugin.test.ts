import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { themeScript } from './theme-before-paint-plugin';

describe('the theme script inlined in the head', () => {
  it('runs on its own, in a realm with nothing of ours, and forces the theme the address names', () => {
    const attributes: Record<string, string> = {};
    const window = {
      document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } },
      location: { hash: '#/embed/eyJ2IjoxfQ?theme=dark', search: '' },
      localStorage: { getItem: () => null },
    };
    runInNewContext(themeScript(), { window });
    expect(attributes).toEqual({ 'data-theme': 'dark' });
  });
});
