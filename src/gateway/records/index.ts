/**
 * The stored records as a whole: the records browser's reads for support staff (pages of a
 * collection, one record with what belongs to it), the operator's helpers (notification settings,
 * delivery lists, counts: `sandbox.ts`) and snapshots (export, import and reset, loaded when first
 * asked).
 *
 * This folder's public entry: what other folders and layers may import of it, and all they may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { recordsModule } from './browser-reads';
export type { RecordPage, RecordQuery } from './collection-pages';
export { sandboxModule } from './sandbox';
export type { CountedCollection } from './sandbox';
export { importSnapshot, parseSnapshot } from './snapshot';
export type { Snapshot } from './snapshot';
