import { describe, expect, it } from 'vitest';
import { filesForScreen, type Manifest } from './chunk-budget';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/a.tsx', 'src/b.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
  'src/a.tsx': { file: 'assets/a.js', imports: ['index.html', '_shared.js'], dynamicImports: ['src/monaco.ts'] },
  'src/b.tsx': { file: 'assets/b.js', imports: ['index.html'] },
  'src/monaco.ts': { file: 'assets/monaco.js' },
  'checkout.html': { file: 'assets/checkout.js', isEntry: true, imports: ['_react.js'] },
};

describe('what a screen loads before it can be used', () => {
  it('is the entry with its static imports plus the screen with its own, each file once', () => {
    expect(filesForScreen(manifest, ['src/a.tsx']).sort()).toEqual(
      ['assets/a.js', 'assets/index.js', 'assets/react.js', 'assets/shared.js'].sort(),
    );
  });

  it('leaves out other screens and whatever a screen imports dynamically', () => {
    expect(filesForScreen(manifest, ['src/b.tsx']).sort()).toEqual(['assets/b.js', 'assets/index.js', 'assets/react.js']);
  });

  it('adds up several starting modules, such as the app boot and a screen, each shared file once', () => {
    expect(filesForScreen(manifest, ['src/a.tsx', 'src/b.tsx']).sort()).toEqual(
      ['assets/a.js', 'assets/b.js', 'assets/index.js', 'assets/react.js', 'assets/shared.js'].sort(),
    );
  });

  it('is a page of its own with its static imports when the page is the screen, leaving the app’s entry out', () => {
    expect(filesForScreen(manifest, [], 'checkout.html').sort()).toEqual(['assets/checkout.js', 'assets/react.js']);
  });

  it('finds a screen two pages share by its chunk’s name', () => {
    const shared: Manifest = { ...manifest, '_b-x1.js': { ...manifest['src/b.tsx']!, name: 'b' } };
    delete shared['src/b.tsx'];
    expect(filesForScreen(shared, ['src/b.tsx']).sort()).toEqual(['assets/b.js', 'assets/index.js', 'assets/react.js']);
  });

  it('refuses a module that is not a chunk of the build', () => {
    expect(() => filesForScreen(manifest, ['src/b.tsx', 'src/missing.tsx'])).toThrow('not a chunk');
  });
});
