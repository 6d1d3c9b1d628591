/**
 * Sandbox helpers for support staff: paged records of every collection with exact search, one
 * record with what belongs to it, a further API key for a partner, and the injected API faults.
 */
import { errors } from '../../gateway/errors';
import { faultsUpdateSchema } from '../../gateway/faults';
import { RECORD_COLLECTIONS, type RecordQuery } from '../../gateway/record-pages';
import { keyCreateSchema } from '../../gateway/schemas/sandbox';
import { open } from '../route';

const DEFAULT_PAGE = 25;

export const recordRoutes = [
  // One route per collection, so an unknown collection is an unknown route (the plain-text 404).
  ...RECORD_COLLECTIONS.flatMap((collection) => [
    open({
      method: 'GET',
      role: 'base',
      path: `/_sandbox/records/${collection}`,
      handle: ({ gateway, query }) => gateway.records.page(collection, recordQuery(query)),
    }),
    open({
      method: 'GET',
      role: 'base',
      path: `/_sandbox/records/${collection}/:id`,
      handle: ({ gateway, params }) => gateway.records.detail(collection, params.id!),
    }),
  ]),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/keys',
    body: keyCreateSchema,
    handle: ({ gateway, body }) => gateway.auth.createKey(body.partnerId, body.env),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/faults',
    handle: ({ gateway }) => gateway.faults.read(),
  }),
  open({
    method: 'PUT',
    role: 'base',
    path: '/_sandbox/faults',
    body: faultsUpdateSchema,
    handle: ({ gateway, body }) => gateway.faults.update(body),
  }),
];

/** The list's query string; a malformed `limit` or `env` answers 400. */
function recordQuery(query: URLSearchParams): RecordQuery {
  const text = (name: string) => query.get(name) ?? undefined;
  const env = text('env');
  if (env !== undefined && env !== 'sandbox' && env !== 'production') {
    throw errors.badRequest('env must be sandbox or production');
  }
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
