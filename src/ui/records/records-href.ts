/** Links within the Records screen: the hash route carries the collection, filters and selection. */
import type { RecordCollection } from '../../gateway';
import { hrefOf } from '../shared/use-hash-route';
import type { ListFilters } from './records-api';

/** `#/records/<collection>[/<id>]?q=&productId=&partnerId=` */
export function recordsHref(collection: RecordCollection, filters: ListFilters = {}, id?: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const path = `/records/${collection}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
  return hrefOf(path, query);
}
