/**
 * The UI imports the gateway through one public entry, `src/gateway/index.ts`. In the build each
 * such import is turned back into imports of the modules the entry re-exports the names from,
 * because a barrel changes how Rolldown cuts chunks: every screen that imports it reaches every
 * module it lists, so modules used by one screen moved into chunks of their own that the
 * checkout then loaded (+0.6 KB gzip on a checkout with 0.1 KB of its 200 KB budget left). The
 * entry stays the one list the architecture test holds the UI to; the build sees what it always saw.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

const GATEWAY = resolve(import.meta.dirname, '..', 'src', 'gateway');
const ENTRY = resolve(GATEWAY, 'index.ts');

/** Which module (`./x`, relative to the entry) each name the entry re-exports comes from. */
export function entryMap(entrySource: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, names, module] of entrySource.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/gm)) {
    for (const name of names!
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      if (/\sas\s/.test(name)) throw new Error(`The gateway's public entry renames ${name}: re-export it under its own name`);
      map.set(name.replace(/^type\s+/, ''), module!);
    }
  }
  return map;
}

/**
 * `code` with each named import of the entry (`isEntry(specifier)`) split into one import per
 * module the names come from, `type` modifiers kept; undefined when it imports nothing of the entry.
 */
export function directImports(code: string, isEntry: (specifier: string) => boolean, map: Map<string, string>): string | undefined {
  let changed = false;
  const rewritten = code.replace(
    /^import(\s+type)?\s*\{([^}]*)\}\s*from\s*'([^']+)';?/gm,
    (statement, typeOnly: string | undefined, names: string, specifier: string) => {
      if (!isEntry(specifier)) return statement;
      changed = true;
      const byModule = new Map<string, string[]>();
      for (const element of names
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const name = element.replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
        const module = map.get(name);
        if (!module) throw new Error(`${name} is not exported by the gateway's public entry (src/gateway/index.ts)`);
        byModule.set(module, [...(byModule.get(module) ?? []), element]);
      }
      const folder = specifier.replace(/\/index$/, '');
      const imports = [...byModule].map(
        ([module, elements]) => `import${typeOnly ?? ''} { ${elements.join(', ')} } from '${folder}/${module.slice(2)}';`,
      );
      // On as many lines as the statement took, so every later line keeps its number.
      return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
    },
  );
  return changed ? rewritten : undefined;
}

/** The first import or re-export of the entry that `directImports` does not rewrite, if any is left. */
export function otherEntryImport(code: string, isEntry: (specifier: string) => boolean): string | undefined {
  const statements = code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)(['"])([^'"]+)\1/gm);
  for (const [statement, , specifier] of statements) if (isEntry(specifier!)) return statement;
  return undefined;
}

/** The Vite plugin: applies `directImports` to every source module, before TypeScript is stripped. */
export function gatewayEntry(): Plugin {
  let map: Map<string, string> | undefined;
  return {
    name: 'gateway-playground:gateway-entry',
    enforce: 'pre',
    buildStart() {
      map = entryMap(readFileSync(ENTRY, 'utf8'));
      this.addWatchFile(ENTRY);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/') || !code.includes('gateway')) return undefined;
      const isEntry = (specifier: string) => specifier.startsWith('.') && [GATEWAY, ENTRY].includes(resolve(dirname(id), specifier));
      const direct = directImports(code, isEntry, map ?? entryMap(readFileSync(ENTRY, 'utf8')));
      const left = otherEntryImport(direct ?? code, isEntry);
      // Any other form (`import * as`, a re-export, double quotes, `import()`) would bring the barrel back.
      if (left) throw new Error(`${id}: import the gateway's public entry as \`import { … } from '…'\`, not \`${left}\``);
      return direct === undefined ? undefined : { code: direct, map: null };
    },
  };
}
