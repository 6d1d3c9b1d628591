import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryMaps, gatewayEntries, uiEntries } from '../build/gateway-entry-plugin';

const SRC = join(import.meta.dirname, '..', 'src');
const GATEWAY = join(SRC, 'gateway');
const UI = join(SRC, 'ui');

/** Every TypeScript file below `dir`, tests excluded. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface Import {
  source: string;
  /** `import type` / `export type`: erased at build time, so it carries no code across a layer. */
  typeOnly: boolean;
}

/** Static imports and re-exports, side-effect imports and dynamic `import()` included. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const fromClauses = [...text.matchAll(/^\s*(import|export)(\s+type\b)?[^'";]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => ({
    source: m[3]!,
    typeOnly: m[2] !== undefined,
  }));
  const bare = [...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => ({ source: m[1]!, typeOnly: false }));
  const dynamic = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => ({ source: m[1]!, typeOnly: false }));
  return [...fromClauses, ...bare, ...dynamic];
}

/** The top folder under src/ a relative import lands in, or undefined for a package. */
function layerOf(file: string, source: string): string | undefined {
  if (!source.startsWith('.')) return undefined;
  return relative(SRC, join(file, '..', source)).split(sep)[0];
}

/** `layer imports source` for every import of `layer` that `allowed` refuses. */
function offendingImports(layer: string, allowed: (source: string, target: string | undefined) => boolean) {
  return sourceFiles(join(SRC, layer)).flatMap((file) =>
    importsOf(file)
      .filter(({ source }) => !allowed(source, layerOf(file, source)))
      .map(({ source }) => `${relative(SRC, file)} imports ${source}`),
  );
}

const UI_AND_BROWSER_PACKAGES = ['react', 'react-dom', 'zustand', 'msw'];
const isUiOrBrowserPackage = (source: string) => UI_AND_BROWSER_PACKAGES.some((name) => source === name || source.startsWith(`${name}/`));

describe('architecture', () => {
  it('the gateway is pure: no React, msw, idb, zustand, DOM-bound or Node-only modules, nothing outside gateway/', () => {
    const allowedPackages = ['zod', 'ibantools', 'qrcode', 'fast-png', 'uuid', '@noble/hashes'];
    const offending = offendingImports('gateway', (source, target) =>
      target === undefined ? allowedPackages.some((name) => source === name || source.startsWith(`${name}/`)) : target === 'gateway',
    );
    expect(offending).toEqual([]);
  });

  it('only http/ builds responses: the gateway never touches Request or Response', () => {
    const offending = sourceFiles(join(SRC, 'gateway')).filter((file) =>
      /\bnew (Request|Response)\(|:\s*(Request|Response)\b/.test(readFileSync(file, 'utf8')),
    );
    expect(offending.map((file) => relative(SRC, file))).toEqual([]);
  });

  it.each(['storage', 'delivery', 'http'])('%s/ imports only itself and the gateway, and no UI or browser package', (layer) => {
    const offending = offendingImports(layer, (source, target) =>
      target === undefined ? !isUiOrBrowserPackage(source) : target === layer || target === 'gateway',
    );
    expect(offending).toEqual([]);
  });

  it('the delivery engine is one room: outside delivery/ only its entry, delivery/index.ts, is imported', () => {
    const entry = join(SRC, 'delivery');
    const offending = ['gateway', 'http', 'storage', 'ui', 'app'].flatMap((layer) =>
      sourceFiles(join(SRC, layer)).flatMap((file) =>
        importsOf(file)
          .filter(({ source }) => layerOf(file, source) === 'delivery')
          .filter(({ source }) => ![entry, join(entry, 'index')].includes(join(file, '..', source)))
          .map(({ source }) => `${relative(SRC, file)} imports ${source}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('the UI reaches the gateway only over HTTP: it imports the ui/ and pure gateway/ modules, never the storage, delivery, http or app', () => {
    const storagePackages = ['idb', 'fake-indexeddb', 'better-sqlite3', 'msw'];
    const offending = offendingImports('ui', (source, target) =>
      target === undefined
        ? !storagePackages.some((name) => source === name || source.startsWith(`${name}/`))
        : target === 'ui' || target === 'gateway',
    );
    expect(offending).toEqual([]);
  });

  it('the UI imports the gateway only through its public entry, gateway/index.ts, types included', () => {
    const entry = join(SRC, 'gateway');
    const offending = sourceFiles(join(SRC, 'ui')).flatMap((file) =>
      importsOf(file)
        .filter(({ source }) => layerOf(file, source) === 'gateway')
        .filter(({ source }) => ![entry, join(entry, 'index')].includes(join(file, '..', source)))
        .map(({ source }) => `${relative(SRC, file)} imports ${source}`),
    );
    expect(offending).toEqual([]);
  });

  it('the UI never builds the gateway itself: its public entry gives gateway.ts, deps.ts and the runtime port as types only', () => {
    const entry = join(GATEWAY, 'index.ts');
    const behind = entryMaps(gatewayEntries(GATEWAY), (path) => readFileSync(path, 'utf8')).get(entry)!;
    const values = [...readFileSync(entry, 'utf8').matchAll(/^export\s*\{([^}]*)\}/gm)].flatMap((m) =>
      m[1]!.split(',').map((name) => name.trim()),
    );
    const offending = values
      .filter(Boolean)
      .filter((name) => /^\.\/(gateway|core\/deps|core\/sandbox-runtime)$/.test(behind.get(name)!))
      .map((name) => `gateway/index.ts exports the value ${name} of ${behind.get(name)}`);
    expect(offending).toEqual([]);
  });

  it('the entries hold named re-exports only, the lists the build reads (build/gateway-entry-plugin.ts)', () => {
    const offending = [...gatewayEntries(GATEWAY), ...uiEntries(UI)].filter(
      (entry) =>
        readFileSync(entry, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^export\s+(type\s+)?\{[^}]*\}\s*from\s*'\.\/[^']+';$/gm, '')
          .trim() !== '',
    );
    expect(offending.map((entry) => relative(SRC, entry))).toEqual([]);
  });

  it('each folder of the gateway has one entry, its index.ts, and outside the folder only that entry is imported', () => {
    const folders = readdirSync(GATEWAY, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'types')
      .map((entry) => join(GATEWAY, entry.name));
    expect(folders.filter((folder) => !existsSync(join(folder, 'index.ts'))).map((folder) => relative(SRC, folder))).toEqual([]);
    const folderOf = (path: string) => folders.find((folder) => path.startsWith(folder + sep));
    const offending = sourceFiles(SRC).flatMap((file) =>
      importsOf(file)
        .filter(({ source }) => source.startsWith('.'))
        .filter(({ source }) => {
          const target = join(file, '..', source);
          const folder = folderOf(target);
          return folder !== undefined && folder !== folderOf(file) && ![folder, join(folder, 'index')].includes(target);
        })
        .map(({ source }) => `${relative(SRC, file)} imports ${source}`),
    );
    expect(offending).toEqual([]);
  });

  it('each UI feature folder (shared/ aside) and each of its subject folders has one entry, its index.ts, and outside the folder only that entry is imported', () => {
    const foldersIn = (dir: string) =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(dir, entry.name));
    // shared/ is the screens' common kit (the one client, formatting, notices), imported module by module.
    const features = foldersIn(UI).filter((folder) => folder !== join(UI, 'shared'));
    const folders = features.flatMap((feature) => [feature, ...foldersIn(feature)]);
    expect(folders.filter((folder) => !existsSync(join(folder, 'index.ts'))).map((folder) => relative(SRC, folder))).toEqual([]);
    const offending = sourceFiles(SRC).flatMap((file) =>
      importsOf(file)
        // A stylesheet is no module an entry can list: a screen that shows another's parts takes its styles too.
        .filter(({ source }) => source.startsWith('.') && !source.endsWith('.css'))
        .filter(({ source }) => {
          const target = join(file, '..', source);
          // The outermost folder the target is in and the importer is not: another feature's entry, or a subject folder's.
          const folder = folders
            .filter((f) => target.startsWith(f + sep) && !file.startsWith(f + sep))
            .sort((a, b) => a.length - b.length)[0];
          return folder !== undefined && ![folder, join(folder, 'index')].includes(target);
        })
        .map(({ source }) => `${relative(SRC, file)} imports ${source}`),
    );
    expect(offending).toEqual([]);
  });

  /** Which gateway folders each gateway folder imports, type imports included. */
  function gatewayFolderNeeds(): Map<string, Set<string>> {
    const folderOf = (path: string) => relative(GATEWAY, path).split(sep)[0]!;
    const needs = new Map<string, Set<string>>();
    for (const file of sourceFiles(GATEWAY)) {
      for (const { source } of importsOf(file).filter(({ source }) => source.startsWith('.'))) {
        const [from, to] = [folderOf(file), folderOf(join(file, '..', source))];
        if (from !== to) needs.set(from, new Set([...(needs.get(from) ?? []), to]));
      }
    }
    return needs;
  }

  it('the gateway folders depend on each other in one direction, types included: no circle, so no entry is read before it is filled', () => {
    const needs = gatewayFolderNeeds();
    const circles: string[] = [];
    const visit = (folder: string, path: readonly string[]): void => {
      if (path.includes(folder)) return void circles.push([...path.slice(path.indexOf(folder)), folder].join(' → '));
      for (const next of needs.get(folder) ?? []) visit(next, [...path, folder]);
    };
    for (const folder of needs.keys()) visit(folder, []);
    expect([...new Set(circles)]).toEqual([]);
  });

  it("core is the gateway folders' floor and schemas the one above it: core imports no other folder, schemas only core", () => {
    const needs = gatewayFolderNeeds();
    expect([...(needs.get('core') ?? [])]).toEqual([]);
    expect([...(needs.get('schemas') ?? [])]).toEqual(['core']);
  });

  it('the UI calls fetch only in its one sandbox client, and in the console and scenarios, which send what a person wrote', () => {
    const offending = sourceFiles(join(SRC, 'ui'))
      .filter((file) => /(?<![.\w])fetch\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file))
      .filter((file) => file !== join('ui', 'shared', 'sandbox-client.ts'))
      .filter((file) => !['console', 'scenarios'].some((feature) => file.startsWith(join('ui', feature) + sep)));
    expect(offending).toEqual([]);
  });

  it('storage owns persistence: nothing outside storage/ imports idb, fake-indexeddb, better-sqlite3 or pg', () => {
    const persistence = ['idb', 'fake-indexeddb', 'better-sqlite3', 'pg'];
    const offending = ['gateway', 'delivery', 'http', 'ui', 'app'].flatMap((layer) =>
      offendingImports(layer, (source) => !persistence.some((name) => source === name || source.startsWith(`${name}/`))),
    );
    expect(offending).toEqual([]);
  });

  it('every source file lives in one of the known layers', () => {
    const layers = new Set(sourceFiles(SRC).map((file) => relative(SRC, file).split(sep)[0]));
    expect([...layers].sort()).toEqual(['app', 'delivery', 'gateway', 'http', 'storage', 'ui']);
  });
});
