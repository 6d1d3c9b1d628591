/**
 * A Vite plugin for Monaco's JSON language: its worker set-up (`internal/common/workers.js`)
 * imports every editor feature for their side effects, which would undo choosing the features in
 * monaco-features.ts and make creating each editor slower. The plugin drops those side-effect
 * imports from that one module; what it imports by name stays.
 */
import type { Plugin } from 'vite';

const WORKER_SET_UP = /\/monaco-editor\/esm\/vs\/internal\/common\/workers\.js$/;

/** `code` without its side-effect-only imports (`import '...';` lines). */
export function withoutSideEffectImports(code: string): string {
  return code.replace(/^import\s+(['"])[^'"]+\1;?[ \t]*\r?\n/gm, '');
}

/** The plugin: applies `withoutSideEffectImports` to Monaco's worker set-up when building. */
export function monacoChosenFeatures(): Plugin {
  return {
    name: 'gateway-playground:monaco-chosen-features',
    transform(code, id) {
      return WORKER_SET_UP.test(id) ? { code: withoutSideEffectImports(code), map: null } : undefined;
    },
  };
}
