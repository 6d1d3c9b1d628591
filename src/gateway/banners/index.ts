/**
 * Print-ready QR banners for documents. `http/` loads this entry with `import()` on the first
 * banner, so the QR encoder and the PNG writer stay out of every page that draws none.
 *
 * This folder's public entry: what other folders and layers may import of it, and all they may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { renderBanner } from './banner';
