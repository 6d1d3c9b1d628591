/**
 * `npm run bench`, size part: the gzip size of the JavaScript each screen needs before it can be
 * used, from the built `dist/`, printed beside its budget.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { filesForScreen, SCREEN_BUDGETS, type Manifest } from './chunk-budget';

const DIST = resolve('dist');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints every screen's size beside its budget; answers whether all are within. */
export function printBundleSizes(): boolean {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const gzipped = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  console.log('\nJavaScript before each screen is usable (gzip), from dist/');
  let within = true;
  for (const { screen, entry, modules, budget } of SCREEN_BUDGETS) {
    const size = filesForScreen(manifest, modules, entry).reduce((sum, file) => sum + gzipped(file), 0);
    within &&= size <= budget;
    console.log(`  ${size <= budget ? '✓' : '✗'} ${screen.padEnd(24)} ${kb(size).padStart(9)}   target ≤ ${kb(budget)}`);
  }
  return within;
}
