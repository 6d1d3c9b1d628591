/** The interface's customizations of a product (the checkout's texts). */
import type { z } from 'zod';
import { customizationSchema } from '../schemas';
import type { customizationAnswer } from '../schemas';
import { json, keyed } from './declaration';

const CUSTOMIZATIONS = '/api/pay/product/:productId/customization';

type One = typeof customizationAnswer;

export const customizationRoutes = {
  list: keyed(`GET ${CUSTOMIZATIONS}`, { uuids: ['productId'], answer: json<z.ZodArray<One>>() }),
  get: keyed(`GET ${CUSTOMIZATIONS}/:id`, { uuids: ['productId', 'id'], answer: json<One>() }),
  create: keyed(`POST ${CUSTOMIZATIONS}`, { uuids: ['productId'], body: customizationSchema, answer: json<One>() }),
  update: keyed(`PATCH ${CUSTOMIZATIONS}/:id`, { uuids: ['productId', 'id'], body: customizationSchema, answer: json<One>() }),
  remove: keyed(`DELETE ${CUSTOMIZATIONS}/:id`, { uuids: ['productId', 'id'], answer: 'empty' }),
};
