/** The interface's webhooks: registered, read, changed and assigned to products. */
import type { z } from 'zod';
import { webhookCreateSchema, webhookListQuery, webhookUpdateSchema } from '../schemas';
import type { productSummaryAnswer, webhookAnswer, webhookWithSecretAnswer } from '../schemas';
import { json, keyed } from './declaration';

const WEBHOOKS = '/api/pay/plugin/webhook';

type One = typeof webhookAnswer;
type WithSecret = typeof webhookWithSecretAnswer;

export const webhookRoutes = {
  list: keyed(`GET ${WEBHOOKS}`, { query: webhookListQuery, answer: json<z.ZodArray<One>>() }),
  create: keyed(`POST ${WEBHOOKS}`, { body: webhookCreateSchema, answer: json<WithSecret>() }),
  get: keyed(`GET ${WEBHOOKS}/:webhookId`, { uuids: ['webhookId'], answer: json<One>() }),
  update: keyed(`PATCH ${WEBHOOKS}/:webhookId`, { uuids: ['webhookId'], body: webhookUpdateSchema, answer: json<One>() }),
  products: keyed(`GET ${WEBHOOKS}/:webhookId/products`, {
    uuids: ['webhookId'],
    answer: json<z.ZodArray<typeof productSummaryAnswer>>(),
  }),
  assign: keyed(`POST ${WEBHOOKS}/:webhookId/products/:productId`, { uuids: ['webhookId', 'productId'], answer: json<WithSecret>() }),
};
