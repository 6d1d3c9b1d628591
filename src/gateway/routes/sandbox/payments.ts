/**
 * Payments as the sandbox sees them: the whole stored payment, moving it as its customer or
 * provider would, and the payload its webhooks would carry if it moved now (the template preview).
 */
import { payloadPreviewQuery, paymentMoveSchema } from '../../schemas';
import type { payloadPreviewAnswer, paymentAnswer } from '../../schemas';
import { helper, json } from '../declaration';

export const sandboxPaymentRoutes = {
  read: helper('GET /_sandbox/payments/:paymentHash', { answer: json<typeof paymentAnswer>() }),
  move: helper('POST /_sandbox/payments/:paymentHash/status', { body: paymentMoveSchema, answer: json<typeof paymentAnswer>() }),
  payload: helper('GET /_sandbox/payments/:paymentHash/payload', {
    query: payloadPreviewQuery,
    answer: json<typeof payloadPreviewAnswer>(),
  }),
};
