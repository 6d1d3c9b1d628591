/**
 * The collections the records browser shows: every stored one but those with screens of their own.
 * A fact of the stored records that the schemas (a page's answer), the records' reads and the
 * HTTP routes all name, so it sits with the collections themselves.
 */
import { type CollectionName, COLLECTIONS } from './ports';

/** Collections with screens of their own (the Webhooks screen, the clock), not browsed as records. */
const UNBROWSED = ['deliveries', 'settings'] as const satisfies readonly CollectionName[];
export type RecordCollection = Exclude<CollectionName, (typeof UNBROWSED)[number]>;
/** The collections the records browser shows, in the order snapshots list them. */
export const RECORD_COLLECTIONS = COLLECTIONS.filter(
  (collection): collection is RecordCollection => !(UNBROWSED as readonly CollectionName[]).includes(collection),
);
