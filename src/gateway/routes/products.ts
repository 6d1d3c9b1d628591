/** The interface's products: created and changed by their partner. */
import { productCreateSchema, productUpdateSchema } from '../schemas';
import type { productAnswer } from '../schemas';
import { json, keyed } from './declaration';

export const productRoutes = {
  create: keyed('POST /api/product/pay', { body: productCreateSchema, answer: json<typeof productAnswer>() }),
  update: keyed('PATCH /api/product/pay/:productId', {
    uuids: ['productId'],
    body: productUpdateSchema,
    answer: json<typeof productAnswer>(),
  }),
};
