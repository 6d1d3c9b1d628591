/**
 * The records browser for support staff: paged records of every collection searched by the start of a key, and
 * one record with what belongs to it.
 */
import { RECORD_COLLECTIONS } from '../../../gateway/core';
import type { RecordQuery } from '../../../gateway/records';
import { recordDetailAnswer, recordPageAnswer, recordPageQuery } from '../../../gateway/schemas';
import { open } from '../../route';

const DEFAULT_PAGE = 25;

export const recordRoutes = [
  // One route per collection, so an unknown collection is an unknown route (the plain-text 404).
  ...RECORD_COLLECTIONS.flatMap((collection) => [
    open({
      method: 'GET',
      role: 'base',
      path: `/_sandbox/records/${collection}`,
      response: recordPageAnswer(collection),
      query: recordPageQuery,
      handle: ({ gateway, query }) => gateway.records.page(collection, recordQuery(query)),
    }),
    open({
      method: 'GET',
      role: 'base',
      path: `/_sandbox/records/${collection}/:id`,
      response: recordDetailAnswer(collection),
      handle: ({ gateway, params }) => gateway.records.detail(collection, params.id!),
    }),
  ]),
];

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
