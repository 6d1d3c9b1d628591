import { productCreateSchema, productUpdateSchema } from '../../gateway/schemas/product';
import { api } from '../route';
import { productAnswer } from '../../gateway/schemas/answers';

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
