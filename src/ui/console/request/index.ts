/**
 * The console's request editing: the panel and its fields (key, environment, URL, path pickers, headers), the key rule and the body's syntax.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { syntaxErrorOf } from './json-syntax';
export { isKeyless, requestAsSent } from './key-rule';
export { focusRequest, focusRequestAfterPick, RequestPanel, SkipToRequest, useSendShortcut } from './request-panel';
export { requestUrl } from './request-url';
export { optionsFor } from './stored-records';
export type { StoredRecords } from './stored-records';
