/**
 * The cases screen's parts: a case file (what a support case holds) and its panel.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { looksLikeCaseFile } from './case-file';
export { CasePanel } from './case-panel';
