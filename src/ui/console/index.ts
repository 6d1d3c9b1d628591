/**
 * The console: a request built from the catalogue, sent, its answer explained, kept in the history.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { RedirectLink } from './answer';
export { InlineCode, MethodBadge, OperationNotes, operationsOf, PathText, searchOperations } from './catalogue';
export type { JsonSchema, OpenApiDocument, Operation } from './catalogue';
export { fetchOpenApi } from './console-api';
export { useConsoleEnvironment } from './console-draft';
export { ConsolePage } from './console-page';
export { headersOf, sendsBody } from './console-request';
export type { ConsoleRequest } from './console-request';
export { environments, hostOfUrl } from './environments';
export { HISTORY_DB, recordedAnswer } from './history';
export type { HistoryEntry } from './history';
