import { customizationAnswer, customizationSchema } from '../../gateway/schemas';
import { api } from '../route';
import { z } from 'zod';

const CUSTOMIZATIONS = '/api/pay/product/:productId/customization';

export const customizationRoutes = [
  api({
    method: 'GET',
    path: CUSTOMIZATIONS,
    uuids: ['productId'],
    response: z.array(customizationAnswer),
    handle: ({ gateway, caller, params }) => gateway.customizations.list(caller, params.productId!),
  }),
  api({
    method: 'GET',
    path: `${CUSTOMIZATIONS}/:id`,
    uuids: ['productId', 'id'],
    response: customizationAnswer,
    handle: ({ gateway, caller, params }) => gateway.customizations.get(caller, params.productId!, params.id!),
  }),
  api({
    method: 'POST',
    path: CUSTOMIZATIONS,
    uuids: ['productId'],
    body: customizationSchema,
    response: customizationAnswer,
    handle: ({ gateway, caller, params, body }) => gateway.customizations.create(caller, params.productId!, body),
  }),
  api({
    method: 'PATCH',
    path: `${CUSTOMIZATIONS}/:id`,
    uuids: ['productId', 'id'],
    body: customizationSchema,
    response: customizationAnswer,
    handle: ({ gateway, caller, params, body }) => gateway.customizations.update(caller, params.productId!, params.id!, body),
  }),
  api({
    method: 'DELETE',
    path: `${CUSTOMIZATIONS}/:id`,
    uuids: ['productId', 'id'],
    response: 'empty',
    handle: ({ gateway, caller, params }) => gateway.customizations.remove(caller, params.productId!, params.id!),
  }),
];
