/** The records browser's reads: pages of a collection and one record with what belongs to it. */
import type { GatewayDeps, RecordCollection } from '../core';
import { readRecordDetail } from './record-detail';
import { readRecordPage, type RecordQuery } from './collection-pages';

export function recordsModule(deps: GatewayDeps) {
  return {
    page: (collection: RecordCollection, query: RecordQuery) => readRecordPage(deps.store, collection, query),
    detail: (collection: RecordCollection, id: string) => readRecordDetail(deps, collection, id),
  };
}
