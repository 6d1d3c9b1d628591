/**
 * `npm run bench`, the built app's part (after `vite build`): bundle sizes from dist/, then the
 * screens and requests in Chromium, layout shift and time to a usable form per screen, then Lighthouse on the Node server's hosted checkout, each
 * figure beside its target. Exits non-zero when one misses.
 */
import { runBrowserBench } from './browser-bench';
import { runLayoutBench } from './browser-layout';
import { printBundleSizes } from './bundle-sizes';
import { runCheckoutLighthouse } from './checkout-lighthouse';

const sizesWithin = printBundleSizes();
const browserWithin = await runBrowserBench();
const layoutWithin = await runLayoutBench();
const checkoutWithin = await runCheckoutLighthouse();
process.exitCode = sizesWithin && browserWithin && layoutWithin && checkoutWithin ? 0 : 1;
