import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

/** Every TypeScript file below `dir`, tests excluded. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

describe('architecture', () => {
  it('the gateway is pure: no React, msw, idb, zustand, DOM-bound or Node-only modules, nothing outside gateway/', () => {
    const allowedPackages = new Set(['zod', 'ibantools', 'qrcode', 'fast-png', 'uuid']);
    const offending = sourceFiles(join(SRC, 'gateway')).flatMap((file) =>
      importsOf(file)
        .filter((source) =>
          source.startsWith('.')
            ? relative(join(SRC, 'gateway'), join(file, '..', source)).startsWith('..')
            : !allowedPackages.has(source),
        )
        .map((source) => `${relative(SRC, file)} imports ${source}`),
    );
    expect(offending).toEqual([]);
  });

  it('only http/ builds responses: the gateway never touches Request or Response', () => {
    const offending = sourceFiles(join(SRC, 'gateway')).filter((file) =>
      /\bnew (Request|Response)\(|:\s*(Request|Response)\b/.test(readFileSync(file, 'utf8')),
    );
    expect(offending.map((file) => relative(SRC, file))).toEqual([]);
  });
});
