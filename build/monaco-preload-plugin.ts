/**
 * Tells Monaco's stages (src/ui/editor/monaco-stages.ts) every chunk they will import, so that
 * they can ask for all of them at once. The stages run one after another, a task each, and each
 * stage's chunks used to be fetched only once the stage before had run: on a first visit, ten
 * rounds of fetching through the app's worker, one after another (issue 41). Preloaded
 * (`<link rel=modulepreload>`: fetched and compiled, not run), they arrive together while the
 * stages still run one per task.
 *
 * The list is known only once the bundle is cut, so the virtual module holds a placeholder that
 * is replaced in the written chunk, as Vite itself does for its own preload lists.
 */
import { posix } from 'node:path';
import type { Plugin } from 'vite';
import { reachable } from './reachable';

const ID = 'virtual:monaco-chunks';
const RESOLVED_ID = `\0${ID}`;
const PLACEHOLDER = '__MONACO_CHUNKS__';
/** The placeholder as the minifier may print it: an array of one string, in any quotes. */
const PLACEHOLDER_ARRAY = new RegExp(String.raw`\[\s*(["'\x60])${PLACEHOLDER}\1\s*\]`, 'g');

/** A chunk as far as this plugin reads it: Vite's output chunks fit. */
export interface ChunkFacts {
  fileName: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

/**
 * The files (JS and CSS) that `host`'s dynamic imports load, with what they import statically,
 * less what `host` itself imports statically (loaded before it ran): relative to `host`'s
 * folder, in the order first reached.
 */
export function chunksBehindDynamicImports(host: ChunkFacts, chunks: ReadonlyMap<string, ChunkFacts>): string[] {
  // A chunk leads to its style sheets (which lead nowhere) and the chunks it imports statically.
  const staticClosure = (roots: readonly string[]) =>
    reachable(roots, (file) => {
      const chunk = chunks.get(file);
      return [...(chunk?.viteMetadata?.importedCss ?? []), ...(chunk?.imports ?? [])];
    });
  const loaded = staticClosure([host.fileName]);
  return [...staticClosure(host.dynamicImports)]
    .filter((file) => !loaded.has(file))
    .map((file) => posix.relative(posix.dirname(host.fileName), file))
    .map((path) => (path.startsWith('../') ? path : `./${path}`));
}

/** `code` with the placeholder array replaced by `files`. */
export function withChunkList(code: string, files: readonly string[]): string {
  const replaced = code.replace(PLACEHOLDER_ARRAY, () => JSON.stringify(files));
  if (replaced.includes(PLACEHOLDER)) throw new Error(`${ID}: the placeholder is printed in a form this plugin does not know`);
  return replaced;
}

/** The plugin: `virtual:monaco-chunks` is the list in a build, and empty when Vite serves modules one by one. */
export function monacoChunkList(): Plugin {
  let building = false;
  return {
    name: 'gateway-playground:monaco-chunk-list',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${building ? `[${JSON.stringify(PLACEHOLDER)}]` : '[]'};`;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkFacts & { code: string }>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      for (const host of [...chunks.values()].filter((chunk) => chunk.code.includes(PLACEHOLDER))) {
        const files = chunksBehindDynamicImports(host, chunks);
        // An empty list would build, and preload nothing, unnoticed: the list moved out of the chunk
        // that imports the stages.
        if (files.length === 0)
          throw new Error(`${ID}: ${host.fileName} imports no chunk dynamically: the list must sit in the stages' chunk`);
        host.code = withChunkList(host.code, files);
      }
    },
  };
}
