/**
 * The gateway is imported through entries: its public entry for the UI, `src/gateway/index.ts`,
 * and one `index.ts` per subject folder, which every other folder and layer imports it through.
 * The UI's feature folders (`src/ui/<feature>/index.ts`) and their subject folders
 * (`src/ui/<feature>/<subject>/index.ts`) have entries of the same kind. In the build each such
 * import is turned back into imports of the modules the entry re-exports the names from, because
 * a barrel changes how Rolldown cuts chunks: every screen that imports it reaches every module it
 * lists, so modules used by one screen moved into chunks of their own that the checkout then
 * loaded (+0.6 KB gzip on a checkout with 0.1 KB of its 200 KB budget left), and a lazy screen's
 * entry would pull the screen's neighbours into its chunk. The entries stay the lists the
 * architecture test holds importers to; the build sees what it always saw.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const GATEWAY = resolve(import.meta.dirname, '..', 'src', 'gateway');
const UI = resolve(import.meta.dirname, '..', 'src', 'ui');

/** Which module (`./x`, relative to the entry) each name the entry re-exports comes from. */
export function entryMap(entrySource: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, names, module] of entrySource.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/gm)) {
    for (const name of names!
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      if (/\sas\s/.test(name)) throw new Error(`An entry renames ${name}: re-export it under its own name`);
      map.set(name.replace(/^type\s+/, ''), module!);
    }
  }
  return map;
}

/** The gateway's entries: its public entry, then each folder's `index.ts`, as absolute paths. */
export function gatewayEntries(gateway = GATEWAY): string[] {
  const folders = readdirSync(gateway, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(gateway, entry.name, 'index.ts'));
  return [join(gateway, 'index.ts'), ...folders.filter((entry) => existsSync(entry))];
}

/** The UI's entries: each feature folder's `index.ts` and each of its subject folders', as absolute paths. */
export function uiEntries(ui = UI): string[] {
  const foldersIn = (dir: string) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(dir, entry.name));
  return foldersIn(ui)
    .flatMap((feature) => [feature, ...foldersIn(feature)])
    .map((folder) => join(folder, 'index.ts'))
    .filter((entry) => existsSync(entry));
}

/**
 * For each entry (absolute path), which module each of its names comes from, relative to the
 * entry's folder: a name the public entry takes from a folder's entry is followed to the module
 * behind that entry (`./payments` → `./payments/checkout-rules`).
 */
export function entryMaps(entries: readonly string[], read: (path: string) => string): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>();
  const entryAt = (path: string) => entries.find((entry) => [entry, dirname(entry), entry.replace(/\.ts$/, '')].includes(path));
  const mapOf = (entry: string, seen: readonly string[]): Map<string, string> => {
    const known = maps.get(entry);
    if (known) return known;
    if (seen.includes(entry)) throw new Error(`The entries re-export each other in a circle: ${[...seen, entry].join(' → ')}`);
    const map = new Map<string, string>();
    for (const [name, module] of entryMap(read(entry))) {
      const inner = entryAt(resolve(dirname(entry), module));
      const behind = inner && mapOf(inner, [...seen, entry]).get(name);
      if (inner && !behind) throw new Error(`${name} is not exported by ${relative(dirname(entry), inner)}, which ${entry} takes it from`);
      map.set(name, behind ? `./${relative(dirname(entry), resolve(dirname(inner), behind))}` : module);
    }
    maps.set(entry, map);
    return map;
  };
  for (const entry of entries) mapOf(entry, []);
  return maps;
}

/** The map of the entry an import specifier names, if it names one. */
type EntryOf = (specifier: string) => Map<string, string> | undefined;

/**
 * `code` with each named import of an entry split into one import per module the names come
 * from, `type` modifiers kept, and each `import()` of an entry sent to one module: the module of
 * the one name it takes when it is React.lazy's `import('…').then((m) => ({ default: m.Name }))`,
 * else the module all its names come from; undefined when it imports no entry.
 */
export function directImports(code: string, entryOf: EntryOf): string | undefined {
  let changed = false;
  const statics = code.replace(
    /^import(\s+type)?\s*\{([^}]*)\}\s*from\s*'([^']+)';?/gm,
    (statement, typeOnly: string | undefined, names: string, specifier: string) => {
      const map = entryOf(specifier);
      if (!map) return statement;
      changed = true;
      const byModule = new Map<string, string[]>();
      for (const element of names
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const name = element.replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
        const module = map.get(name);
        if (!module) throw new Error(`${name} is not exported by the entry ${specifier}`);
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
  const lazies = statics.replace(
    /\bimport\(\s*'([^']+)'\s*\)(\.then\(\s*\((\w+)\)\s*=>\s*\(\{\s*default:\s*\3\.(\w+)\s*\}\)\s*\))/g,
    (call, specifier: string, then: string, _m: string, name: string) => {
      const map = entryOf(specifier);
      if (!map) return call;
      const module = map.get(name);
      if (!module) throw new Error(`${name} is not exported by the entry ${specifier}`);
      changed = true;
      return `import('${specifier.replace(/\/index$/, '')}/${module.slice(2)}')${then}`;
    },
  );
  const rewritten = lazies.replace(/\bimport\(\s*'([^']+)'\s*\)/g, (call, specifier: string) => {
    const modules = new Set(entryOf(specifier)?.values());
    if (modules.size !== 1) return call;
    changed = true;
    return `import('${specifier.replace(/\/index$/, '')}/${[...modules][0]!.slice(2)}')`;
  });
  return changed ? rewritten : undefined;
}

/** The first import or re-export of an entry that `directImports` does not rewrite, if any is left. */
export function otherEntryImport(code: string, isEntry: (specifier: string) => boolean): string | undefined {
  const statements = code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)(['"])([^'"]+)\1/gm);
  for (const [statement, , specifier] of statements) if (isEntry(specifier!)) return statement;
  return undefined;
}

/** The Vite plugin: applies `directImports` to every source module, before TypeScript is stripped. */
export function gatewayEntry(): Plugin {
  let byPath: Map<string, Map<string, string>> | undefined;
  let entries: string[] = [];
  const load = () => {
    entries = [...gatewayEntries(), ...uiEntries()];
    const maps = entryMaps(entries, (path) => readFileSync(path, 'utf8'));
    // An entry is named by its folder (`../gateway/core`) or by its file (`../gateway/core/index`).
    return new Map([...maps].flatMap(([entry, map]) => [[dirname(entry), map] as const, [entry.replace(/\.ts$/, ''), map] as const]));
  };
  return {
    name: 'gateway-playground:gateway-entry',
    enforce: 'pre',
    buildStart() {
      byPath = load();
      for (const entry of entries) this.addWatchFile(entry);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return undefined;
      const maps = (byPath ??= load());
      // The entries themselves are never loaded: every import of them is rewritten.
      if (entries.includes(id)) return undefined;
      const entryOf = (specifier: string) => (specifier.startsWith('.') ? maps.get(resolve(dirname(id), specifier)) : undefined);
      const direct = directImports(code, entryOf);
      const left = otherEntryImport(direct ?? code, (specifier) => entryOf(specifier) !== undefined);
      // Any other form (`import * as`, a re-export, double quotes, an `import()` of several modules) would bring the barrel back.
      if (left) throw new Error(`${id}: import an entry as \`import { … } from '…'\`, not \`${left}\``);
      return direct === undefined ? undefined : { code: direct, map: null };
    },
  };
}
