/** The interface's payments: created, repriced, registered as a document's QR banner, and their status read. */
import { documentCreateSchema, paymentCreateSchema, priceUpdateSchema } from '../schemas';
import type { paymentLinkAnswer, paymentStatusAnswer, priceUpdateAnswer } from '../schemas';
import { json, keyed, onStatusHost } from './declaration';

const PRODUCT = '/api/pay/product/:productId/subproduct';

export const paymentRoutes = {
  create: keyed(`POST ${PRODUCT}/pricing`, { uuids: ['productId'], body: paymentCreateSchema, answer: json<typeof paymentLinkAnswer>() }),
  updatePrice: keyed(`PATCH ${PRODUCT}/:externalId`, {
    uuids: ['productId'],
    body: priceUpdateSchema,
    answer: json<typeof priceUpdateAnswer>(),
  }),
  registerDocument: keyed(`POST ${PRODUCT}`, { uuids: ['productId'], body: documentCreateSchema, answer: 'binary' }),
  status: onStatusHost('GET /api/payment/product/:productRef/subproduct/:paymentHash/status', {
    answer: json<typeof paymentStatusAnswer>(),
  }),
};
