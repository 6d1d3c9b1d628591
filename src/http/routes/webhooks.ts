import { webhookListQuery } from '../../gateway/schemas/queries';
import { webhookCreateSchema, webhookUpdateSchema } from '../../gateway/schemas/webhook';
import { api } from '../route';
import { AUTH_ERRORS, BODY_ERRORS, PRODUCT_ERRORS, UUID_ERRORS } from '../route-errors';
import { z } from 'zod';
import { productSummaryAnswer, webhookAnswer, webhookWithSecretAnswer } from '../../gateway/schemas/answers';

const WEBHOOKS = '/api/pay/plugin/webhook';
const ONE_ERRORS = { ...AUTH_ERRORS, 403: 'The webhook is another partner’s', 404: 'WebhookEntity not found', ...UUID_ERRORS };

export const webhookRoutes = [
  api({
    method: 'GET',
    path: WEBHOOKS,
    response: z.array(webhookAnswer),
    doc: {
      summary: 'List your webhooks, optionally only those assigned to ?productId=',
      answers: 'An array of webhooks',
      errors: { 400: 'A partnerId query, or a productId that is not a UUID', ...AUTH_ERRORS, ...PRODUCT_ERRORS },
      quirks: ['A `partnerId` query is refused with 400, not ignored: the list is always your own.'],
    },
    query: webhookListQuery,
    // The list is always the caller's own: a partnerId filter is refused (by the query's schema), not ignored.
    handle: ({ gateway, caller, query }) => gateway.webhooks.list(caller, query.get('productId') ?? undefined),
  }),
  api({
    method: 'POST',
    path: WEBHOOKS,
    body: webhookCreateSchema,
    response: webhookWithSecretAnswer,
    doc: {
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
    handle: ({ gateway, caller, body }) => gateway.webhooks.create(caller, body),
  }),
  api({
    method: 'GET',
    path: `${WEBHOOKS}/:webhookId`,
    uuids: ['webhookId'],
    response: webhookAnswer,
    doc: { summary: 'Read one webhook', answers: 'The webhook', errors: ONE_ERRORS },
    handle: ({ gateway, caller, params }) => gateway.webhooks.get(caller, params.webhookId!),
  }),
  api({
    method: 'PATCH',
    path: `${WEBHOOKS}/:webhookId`,
    uuids: ['webhookId'],
    body: webhookUpdateSchema,
    response: webhookAnswer,
    doc: {
      summary: 'Change a webhook; every linked product follows',
      answers: 'The whole updated webhook; requestTemplate: null removes the template',
      quirks: ['`requestTemplate: null` removes the template; template variables are filled in as strings (`{{price}}` becomes `"1299"`).'],
      example: { retries: 5, requestTemplate: { order: '{{externalId}}', amount: '{{price}}', state: '{{status}}' } },
      errors: { ...BODY_ERRORS, ...ONE_ERRORS },
    },
    handle: ({ gateway, caller, params, body }) => gateway.webhooks.update(caller, params.webhookId!, body),
  }),
  api({
    method: 'GET',
    path: `${WEBHOOKS}/:webhookId/products`,
    uuids: ['webhookId'],
    response: z.array(productSummaryAnswer),
    doc: {
      summary: 'The products a webhook is assigned to',
      answers: 'An array of product summaries `{id, name, productType, status}`',
      errors: ONE_ERRORS,
    },
    handle: ({ gateway, caller, params }) => gateway.webhooks.products(caller, params.webhookId!),
  }),
  api({
    method: 'POST',
    path: `${WEBHOOKS}/:webhookId/products/:productId`,
    uuids: ['webhookId', 'productId'],
    response: webhookWithSecretAnswer,
    doc: {
      summary: 'Assign a webhook to a product: step 3 of the integration',
      answers: 'The webhook, signingSecret included; from now on the product’s payments notify it',
      errors: { ...AUTH_ERRORS, ...PRODUCT_ERRORS, 404: 'WebhookEntity or PayProductEntity not found', ...UUID_ERRORS },
    },
    handle: ({ gateway, caller, params }) =>
      gateway.webhooks.assign(caller, params.webhookId!, params.productId!),
  }),
];
