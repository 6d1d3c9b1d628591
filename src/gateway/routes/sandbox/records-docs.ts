/** What the OpenAPI document says about each route of `records.ts`, by method and path: two per collection. */
import { RECORD_COLLECTIONS } from '../../core';
import { recordDetailAnswer, recordPageAnswer } from '../../schemas';
import type { RouteDoc, RouteDocs } from '../route-doc';
import type { recordRoutes } from './records';

export const recordDocs: RouteDocs<typeof recordRoutes> = Object.fromEntries(
  RECORD_COLLECTIONS.flatMap((collection): [string, RouteDoc][] => [
    [
      `GET /_sandbox/records/${collection}`,
      {
        response: recordPageAnswer(collection),
        summary: `A page of ${collection}, newest first, filtered and searched by an id, or the start of one`,
        answers: '`{items, total, nextCursor}`: `total` counts what matches; pass `nextCursor` as `after` for the next page',
        errors: {
          400: 'limit is not a whole number from 1 to 100, env is neither sandbox nor production, after is not a cursor, partnerId is given without productId for a collection other than apiKeys, products and webhooks, or productId for one no product owns (partners, apiKeys, products)',
          403: 'productId names a product of another partner than partnerId',
          404: 'productId names no product',
        },
      },
    ],
    [
      `GET /_sandbox/records/${collection}/:id`,
      {
        response: recordDetailAnswer(collection),
        summary: `One of ${collection} with what belongs to it`,
        answers: '`{record, ...}`: the record and its related records (a payment’s attempts, a form’s versions, ...)',
        errors: { 404: 'No such record' },
      },
    ],
  ]),
) as RouteDocs<typeof recordRoutes>;
