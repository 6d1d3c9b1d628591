import {
  productSummaryAnswer,
  webhookAnswer,
  webhookCreateSchema,
  webhookListQuery,
  webhookUpdateSchema,
  webhookWithSecretAnswer,
} from '../../gateway/schemas';
import { api } from '../route';
import { z } from 'zod';

const WEBHOOKS = '/api/pay/plugin/webhook';

export const webhookRoutes = [
  api({
    method: 'GET',
    path: WEBHOOKS,
    response: z.array(webhookAnswer),
    query: webhookListQuery,
    // The list is always the caller's own: a partnerId filter is refused (by the query's schema), not ignored.
    handle: ({ gateway, caller, query }) => gateway.webhooks.list(caller, query.get('productId') ?? undefined),
  }),
  api({
    method: 'POST',
    path: WEBHOOKS,
    body: webhookCreateSchema,
    response: webhookWithSecretAnswer,
    handle: ({ gateway, caller, body }) => gateway.webhooks.create(caller, body),
  }),
  api({
    method: 'GET',
    path: `${WEBHOOKS}/:webhookId`,
    uuids: ['webhookId'],
    response: webhookAnswer,
    handle: ({ gateway, caller, params }) => gateway.webhooks.get(caller, params.webhookId!),
  }),
  api({
    method: 'PATCH',
    path: `${WEBHOOKS}/:webhookId`,
    uuids: ['webhookId'],
    body: webhookUpdateSchema,
    response: webhookAnswer,
    handle: ({ gateway, caller, params, body }) => gateway.webhooks.update(caller, params.webhookId!, body),
  }),
  api({
    method: 'GET',
    path: `${WEBHOOKS}/:webhookId/products`,
    uuids: ['webhookId'],
    response: z.array(productSummaryAnswer),
    handle: ({ gateway, caller, params }) => gateway.webhooks.products(caller, params.webhookId!),
  }),
  api({
    method: 'POST',
    path: `${WEBHOOKS}/:webhookId/products/:productId`,
    uuids: ['webhookId', 'productId'],
    response: webhookWithSecretAnswer,
    handle: ({ gateway, caller, params }) => gateway.webhooks.assign(caller, params.webhookId!, params.productId!),
  }),
];
