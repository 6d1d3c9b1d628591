/**
 * The console's snippets: the request as curl, fetch and other clients would send it.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { SNIPPET_LABELS, snippetOf } from './snippets';
export type { SnippetKind } from './snippets';
