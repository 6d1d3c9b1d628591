import { describe, expect, it } from 'vitest';
import { type ChunkFacts, chunksBehindDynamicImports, withChunkList } from './monaco-preload-plugin';

function chunk(fileName: string, facts: Partial<Omit<ChunkFacts, 'fileName'>> = {}): ChunkFacts {
  return { fileName, imports: [], dynamicImports: [], ...facts };
}

function bundleOf(...chunks: ChunkFacts[]): Map<string, ChunkFacts> {
  return new Map(chunks.map((c) => [c.fileName, c]));
}

describe('the chunks behind the stages’ dynamic imports', () => {
  it('lists every chunk and style sheet a dynamic import reaches statically, relative to the host, in the order reached', () => {
    const host = chunk('assets/stages.js', { dynamicImports: ['assets/model.js', 'assets/view.js'] });
    const bundle = bundleOf(
      host,
      chunk('assets/model.js', { imports: ['assets/base.js'] }),
      chunk('assets/view.js', {
        imports: ['assets/base.js', 'assets/dom.js'],
        viteMetadata: { importedCss: new Set(['assets/view.css']) },
      }),
      chunk('assets/base.js'),
      chunk('assets/dom.js'),
    );
    expect(chunksBehindDynamicImports(host, bundle)).toEqual(['./model.js', './base.js', './view.js', './view.css', './dom.js']);
  });

  it('leaves out what the host imports statically, loaded before it ran', () => {
    const host = chunk('assets/stages.js', { imports: ['assets/react.js'], dynamicImports: ['assets/model.js'] });
    const bundle = bundleOf(
      host,
      chunk('assets/react.js'),
      chunk('assets/model.js', { imports: ['assets/react.js', 'assets/base.js'] }),
      chunk('assets/base.js'),
    );
    expect(chunksBehindDynamicImports(host, bundle)).toEqual(['./model.js', './base.js']);
  });

  it('does not follow a dynamic import’s own dynamic imports, which it loads only when it needs them', () => {
    const host = chunk('assets/stages.js', { dynamicImports: ['assets/model.js'] });
    const bundle = bundleOf(host, chunk('assets/model.js', { dynamicImports: ['assets/later.js'] }), chunk('assets/later.js'));
    expect(chunksBehindDynamicImports(host, bundle)).toEqual(['./model.js']);
  });

  it('walks up when the host sits deeper than the chunks it loads', () => {
    const host = chunk('assets/editor/stages.js', { dynamicImports: ['assets/model.js'] });
    expect(chunksBehindDynamicImports(host, bundleOf(host, chunk('assets/model.js')))).toEqual(['../model.js']);
  });
});

describe('the placeholder in the written chunk', () => {
  it.each([
    ['double quotes', 'const a=["__MONACO_CHUNKS__"];'],
    ['single quotes', "const a=['__MONACO_CHUNKS__'];"],
    ['backticks', 'const a=[`__MONACO_CHUNKS__`];'],
    ['spaces inside the brackets', 'const a = [ "__MONACO_CHUNKS__" ];'],
  ])('is replaced by the list when printed in %s', (_form, code) => {
    expect(withChunkList(code, ['./a.js', './b.css'])).toMatch(/^const a ?= ?\["\.\/a\.js","\.\/b\.css"\];$/);
  });

  it('refuses to write a chunk whose placeholder it could not replace', () => {
    expect(() => withChunkList('const a=["x","__MONACO_CHUNKS__"];', ['./a.js'])).toThrow(/placeholder/);
  });
});
