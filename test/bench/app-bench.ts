/**
 * `npm run bench`, the built app's part (after `vite build`): bundle sizes from dist/, then the
 * screens and requests in Chromium, then Lighthouse on the Node server's hosted checkout, each
 * figure beside its target. Exits non-zero when one misses.
 */
import { runBrowserBench } from './browser-bench';
import { printBundleSizes } from './bundle-sizes';
import { runCheckoutLighthouse } from './checkout-lighthouse';

const sizesWithin = printBundleSizes();
const browserWithin = await runBrowserBench();
const checkoutWithin = await runCheckoutLighthouse();
process.exitCode = sizesWithin && browserWithin && checkoutWithin ? 0 : 1;
