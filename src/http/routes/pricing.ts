import { pricingEntryAnswer, pricingEntryCreateSchema, pricingEntryUpdateSchema } from '../../gateway/schemas';
import { api } from '../route';
import { z } from 'zod';

const ENTRIES = '/api/pay/products/:productId/pricing/entries';

export const pricingRoutes = [
  api({
    method: 'GET',
    path: ENTRIES,
    uuids: ['productId'],
    response: z.array(pricingEntryAnswer),
    handle: ({ gateway, caller, params }) => gateway.pricing.list(caller, params.productId!),
  }),
  api({
    method: 'POST',
    path: ENTRIES,
    uuids: ['productId'],
    body: pricingEntryCreateSchema,
    response: pricingEntryAnswer,
    handle: ({ gateway, caller, params, body }) => gateway.pricing.create(caller, params.productId!, body),
  }),
  api({
    method: 'PATCH',
    path: `${ENTRIES}/:entryId`,
    uuids: ['productId', 'entryId'],
    body: pricingEntryUpdateSchema,
    response: pricingEntryAnswer,
    handle: ({ gateway, caller, params, body }) => gateway.pricing.update(caller, params.productId!, params.entryId!, body),
  }),
  api({
    method: 'DELETE',
    path: `${ENTRIES}/:entryId`,
    uuids: ['productId', 'entryId'],
    response: 'empty',
    handle: ({ gateway, caller, params }) => gateway.pricing.remove(caller, params.productId!, params.entryId!),
  }),
];
