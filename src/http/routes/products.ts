import { productAnswer, productCreateSchema, productUpdateSchema } from '../../gateway/schemas';
import { api } from '../route';

export const productRoutes = [
  api({
    method: 'POST',
    path: '/api/product/pay',
    body: productCreateSchema,
    response: productAnswer,
    handle: ({ gateway, caller, body }) => gateway.products.create(caller, body),
  }),
  api({
    method: 'PATCH',
    path: '/api/product/pay/:productId',
    uuids: ['productId'],
    body: productUpdateSchema,
    response: productAnswer,
    handle: ({ gateway, caller, params, body }) => gateway.products.update(caller, params.productId!, body),
  }),
];
