import { errors } from '../../gateway/errors';
import { isUuid } from '../../gateway/ids';
import { webhookCreateSchema, webhookUpdateSchema } from '../../gateway/schemas/webhook';
import { api } from '../route';

const WEBHOOKS = '/api/pay/plugin/webhook';

export const webhookRoutes = [
  api({
    method: 'GET',
    path: WEBHOOKS,
    handle({ gateway, caller, query }) {
      // The list is always the caller's own: a partnerId filter is refused, not ignored.
      if (query.has('partnerId')) throw errors.badRequest('Query parameter partnerId is not supported');
      const productId = query.get('productId') ?? undefined;
      if (productId !== undefined && !isUuid(productId)) throw errors.badRequest('productId must be a UUID');
      return gateway.webhooks.list(caller, productId);
    },
  }),
  api({
    method: 'POST',
    path: WEBHOOKS,
    body: webhookCreateSchema,
    handle: ({ gateway, caller, body }) => gateway.webhooks.create(caller, body),
  }),
  api({
    method: 'GET',
    path: `${WEBHOOKS}/:webhookId`,
    uuids: ['webhookId'],
    handle: ({ gateway, caller, params }) => gateway.webhooks.get(caller, params.webhookId!),
  }),
  api({
    method: 'PATCH',
    path: `${WEBHOOKS}/:webhookId`,
    uuids: ['webhookId'],
    body: webhookUpdateSchema,
    handle: ({ gateway, caller, params, body }) => gateway.webhooks.update(caller, params.webhookId!, body),
  }),
  api({
    method: 'GET',
    path: `${WEBHOOKS}/:webhookId/products`,
    uuids: ['webhookId'],
    handle: ({ gateway, caller, params }) => gateway.webhooks.products(caller, params.webhookId!),
  }),
  api({
    method: 'POST',
    path: `${WEBHOOKS}/:webhookId/products/:productId`,
    uuids: ['webhookId', 'productId'],
    handle: ({ gateway, caller, params }) =>
      gateway.webhooks.assign(caller, params.webhookId!, params.productId!),
  }),
];
