/**
 * Gathers our modules that a docs embed's runtime (`src/app/embed/embed-boot.tsx`) imports
 * statically into one chunk, `embed-runtime`. Left to the automatic splitting they were ~18
 * small chunks (0.1–5 KB, cut wherever the app's screens share a module differently), which a
 * frame on HTTP/1.1's six connections fetches in about three rounds; with twelve frames on one
 * docs page, that queue is most of their wait (issue 40). One chunk also compresses better.
 *
 * Left out: the boot itself (its own chunk, imported when the address is an embed's), what it
 * imports only dynamically (the checkout, the timeline, the banner: after the first answer), CSS,
 * and whatever the Node server's hosted checkout page imports (React among them), which must
 * stay without the in-page gateway. The packages the rest needs make a second chunk.
 */
import type { Plugin } from 'vite';
import { reachable } from './reachable';

const EMBED_BOOT = '/src/app/embed/embed-boot.tsx';
const HOSTED_CHECKOUT = '/src/app/browser/hosted-checkout.tsx';

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules `start` reaches through static imports, itself included. */
function staticClosure(graph: ModuleGraph, start: string | undefined): Set<string> {
  return reachable(start ? [start] : [], (id) => graph.getModuleInfo(id)?.importedIds ?? []);
}

interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/**
 * The plugin that finds the embed runtime's modules once the graph is built, and the chunk
 * groups that take them: our modules, and the packages only the gateway needs (zod, the router,
 * the IBAN check, the ids, the hashes), so a frame fetches two files for them.
 */
export function embedRuntimeChunk(): { plugin: Plugin; groups: ChunkGroup[] } {
  let captured = new Set<string>();
  let packages = new Set<string>();
  const plugin: Plugin = {
    name: 'embed-runtime-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.find((id) => id.endsWith(suffix));
      const hostedCheckout = staticClosure(this, find(HOSTED_CHECKOUT));
      const embed = [...staticClosure(this, find(EMBED_BOOT))].filter((id) => !id.endsWith('.css') && !hostedCheckout.has(id));
      packages = new Set(embed.filter((id) => id.includes('/node_modules/')));
      captured = new Set(embed.filter((id) => id.includes('/src/') && !packages.has(id) && !id.endsWith(EMBED_BOOT)));
    },
  };
  return {
    plugin,
    groups: [
      { name: 'embed-runtime', test: (id) => captured.has(id), priority: 10 },
      { name: 'embed-packages', test: (id) => packages.has(id), priority: 10 },
    ],
  };
}
