/**
 * What a walk of imports reaches: the build plugins follow static imports through Rollup's module
 * graph (build/embed-runtime-chunk.ts) and through the written chunks (build/monaco-preload-plugin.ts).
 */

/** `roots` and every id `next` leads to from them, each once, in the order first reached. */
export function reachable(roots: Iterable<string>, next: (id: string) => Iterable<string>): Set<string> {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    for (const following of next(id)) visit(following);
  };
  for (const root of roots) visit(root);
  return reached;
}
