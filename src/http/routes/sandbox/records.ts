/** What the records browser's helpers do (declared in `gateway/routes/sandbox/records.ts`), two per collection. */
import { RECORD_COLLECTIONS } from '../../../gateway/core';
import type { RecordQuery } from '../../../gateway/records';
import type { recordRoutes } from '../../../gateway/routes';
import type { HandlersOf, RouteContext } from '../../route';

const DEFAULT_PAGE = 25;

/** Each collection's page and detail, under the names its declarations have. */
export const recordHandlers = Object.fromEntries(
  RECORD_COLLECTIONS.flatMap((collection) => [
    [`${collection}Page`, ({ gateway, query }: RouteContext<undefined>) => gateway.records.page(collection, recordQuery(query))],
    [`${collection}Detail`, ({ gateway, params }: RouteContext<undefined, 'id'>) => gateway.records.detail(collection, params.id)],
  ]),
) as HandlersOf<typeof recordRoutes>;

/** The list's query string, as `recordPageQuery` let it through; the gateway judges `limit`'s range. */
function recordQuery(query: URLSearchParams): RecordQuery {
  const text = (name: string) => query.get(name) ?? undefined;
  const env = text('env') as RecordQuery['env'];
  const limit = text('limit');
  return {
    limit: limit === undefined ? DEFAULT_PAGE : Number(limit),
    after: text('after'),
    productId: text('productId'),
    partnerId: text('partnerId'),
    env,
    q: text('q')?.trim(),
  };
}
