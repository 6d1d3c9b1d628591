/**
 * The console's request rules: the key rule, the body's syntax, the URL of an operation, the stored records a path can pick, and the URL field.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { syntaxErrorOf } from './json-syntax';
export { goesToStatusHost, handAddedKeyWarning, isKeyless, requestAsSent, STATUS_HOST_RULE } from './key-rule';
export { requestUrl } from './request-url';
export { optionsFor } from './stored-records';
export type { StoredRecords } from './stored-records';
export { UrlInput } from './url-input';
