/**
 * The console's catalogue of operations, read from the OpenAPI document, and the ways to pick one: the list, the palette, the guided start.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { findOperation, operationsOf, searchOperations } from './catalogue';
export type { JsonSchema, OpenApiDocument, Operation } from './catalogue';
export { CommandPalette } from './command-palette';
export { GuidedStart } from './guided-start';
export { InlineCode } from './inline-code';
export { MethodBadge } from './method-badge';
export { OperationCatalogue } from './operation-catalogue';
export { OperationNotes } from './operation-notes';
export { fillPath, matchPath, paramsOf } from './path-template';
export { PathText } from './path-text';
