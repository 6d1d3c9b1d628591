/**
 * The console's catalogue of operations, read from the OpenAPI document: finding, grouping and searching them, path templates, and the parts that show an operation.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { findOperation, groupOperations, operationsOf, searchOperations } from './catalogue';
export type { JsonSchema, OpenApiDocument, Operation } from './catalogue';
export { InlineCode } from './inline-code';
export { MethodBadge } from './method-badge';
export { OperationNotes } from './operation-notes';
export { fillPath, matchPath, paramsOf } from './path-template';
export { PathText } from './path-text';
