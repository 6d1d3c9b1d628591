/**
 * `npm run bench`, the built app's part (after `vite build`): bundle sizes from dist/, then the
 * screens and requests in Chromium, each figure beside its target. Exits non-zero when one misses.
 */
import { runBrowserBench } from './browser-bench';
import { printBundleSizes } from './bundle-sizes';

const sizesWithin = printBundleSizes();
const browserWithin = await runBrowserBench();
process.exitCode = sizesWithin && browserWithin ? 0 : 1;
