import { productCreateSchema, productUpdateSchema } from '../../gateway/schemas/product';
import { api } from '../route';

export const productRoutes = [
  api({
    method: 'POST',
    path: '/api/product/pay',
    body: productCreateSchema,
    handle: ({ gateway, caller, body }) => gateway.products.create(caller, body),
  }),
  api({
    method: 'PATCH',
    path: '/api/product/pay/:productId',
    uuids: ['productId'],
    body: productUpdateSchema,
    handle: ({ gateway, caller, params, body }) => gateway.products.update(caller, params.productId!, body),
  }),
];
