/** What the OpenAPI document says about each route of `webhooks.ts`, by method and path. */
import { AUTH_ERRORS, BODY_ERRORS, PRODUCT_ERRORS, UUID_ERRORS } from './route-errors';
import { z } from 'zod';
import { productSummaryAnswer, webhookAnswer, webhookWithSecretAnswer } from '../schemas';
import type { RouteDocs } from './route-doc';
import type { webhookRoutes } from './webhooks';

const ONE_ERRORS = { ...AUTH_ERRORS, 403: 'The webhook is another partner’s', 404: 'WebhookEntity not found', ...UUID_ERRORS };

export const webhookDocs: RouteDocs<typeof webhookRoutes> = {
  'GET /api/pay/plugin/webhook': {
    response: z.array(webhookAnswer),
    summary: 'List your webhooks, optionally only those assigned to ?productId=',
    answers: 'An array of webhooks',
    errors: { 400: 'A partnerId query, or a productId that is not a UUID', ...AUTH_ERRORS, ...PRODUCT_ERRORS },
    quirks: ['A `partnerId` query is refused with 400, not ignored: the list is always your own.'],
  },
  'POST /api/pay/plugin/webhook': {
    response: webhookWithSecretAnswer,
    summary: 'Register a webhook: step 2 of the integration',
    answers: 'The webhook with its `id` and `signingSecret` (store it: it verifies X-Service-Signature)',
    example: {
      name: 'Order paid',
      endpoint: 'https://hooks.gateway.test/shop',
      method: 'POST',
      expectedCode: 200,
      retries: 3,
      type: 'PAYMENT',
      headers: { 'X-Shop': ['blue-mugs'] },
    },
    errors: {
      400: 'Malformed JSON request, an endpoint that is not http(s), or a header the gateway sets itself',
      ...AUTH_ERRORS,
      403: 'partnerId names another partner, or a productIds entry is another partner’s product',
      404: 'A productIds entry names no product (PayProductEntity not found)',
      500: 'Something went wrong: expectedCode or retries is missing',
    },
    quirks: [
      'Creating answers 200, not 201.',
      'A missing `expectedCode` or `retries` answers 500 `Something went wrong`, not 400.',
      'A delivery succeeds only when the receiver answers exactly `expectedCode`: another 2xx fails, and is not retried.',
      '`expectedResponse` is stored and echoed back, never compared.',
      'The `signingSecret` is answered here and on assignment only: store it.',
    ],
  },
  'GET /api/pay/plugin/webhook/:webhookId': {
    response: webhookAnswer,
    summary: 'Read one webhook',
    answers: 'The webhook',
    errors: ONE_ERRORS,
  },
  'PATCH /api/pay/plugin/webhook/:webhookId': {
    response: webhookAnswer,
    summary: 'Change a webhook; every linked product follows',
    answers: 'The whole updated webhook; requestTemplate: null removes the template',
    quirks: ['`requestTemplate: null` removes the template; template variables are filled in as strings (`{{price}}` becomes `"1299"`).'],
    example: { retries: 5, requestTemplate: { order: '{{externalId}}', amount: '{{price}}', state: '{{status}}' } },
    errors: { ...BODY_ERRORS, ...ONE_ERRORS },
  },
  'GET /api/pay/plugin/webhook/:webhookId/products': {
    response: z.array(productSummaryAnswer),
    summary: 'The products a webhook is assigned to',
    answers: 'An array of product summaries `{id, name, productType, status}`',
    errors: ONE_ERRORS,
  },
  'POST /api/pay/plugin/webhook/:webhookId/products/:productId': {
    response: webhookWithSecretAnswer,
    summary: 'Assign a webhook to a product: step 3 of the integration',
    answers: 'The webhook, signingSecret included; from now on the product’s payments notify it',
    errors: { ...AUTH_ERRORS, ...PRODUCT_ERRORS, 404: 'WebhookEntity or PayProductEntity not found', ...UUID_ERRORS },
  },
};
