/**
 * The query strings of the routes that read one. Every parameter is optional and arrives as a
 * string; the schema says what it means and which values it takes, so the handler's check, the
 * OpenAPI document's `parameters` and a client generated from it read one definition. A parameter
 * a route does not name is ignored.
 */
import { z } from 'zod';
import { isUuid, NOTIFIABLE_STATUSES } from '../core';

const text = (description: string) => z.string().optional().meta({ description });

/**
 * A whole number, which a query string carries as text: checked as text, and typed as an integer
 * in the OpenAPI document, so that a client generated from it sends a number.
 */
const wholeNumber = (text: z.ZodString, meta: { description: string; minimum: number; maximum?: number }) =>
  text.optional().meta({ type: 'integer', ...meta });

const uuid = (name: string, description: string) =>
  z.string().refine(isUuid, `${name} must be a UUID`).optional().meta({ description, format: 'uuid' });

export const webhookListQuery = z.object({
  // Declared to be refused, and first, so that it is the refusal a request carrying it meets.
  partnerId: z
    .never({ error: 'Query parameter partnerId is not supported' })
    .optional()
    .meta({ description: 'Refused: the list is always the caller’s own' }),
  productId: uuid('productId', 'Only the webhooks assigned to this product'),
});

export const deliveriesQuery = z.object({
  webhookId: text('Only the attempts of this webhook'),
  paymentHash: text('Only the attempts about this payment'),
  limit: wholeNumber(z.string().regex(/^[1-9]\d{0,8}$/, 'limit must be a whole number from 1 up'), {
    description: 'Only the newest that many attempts, still oldest first; without it, every attempt',
    minimum: 1,
  }),
  before: text('With limit: only attempts older than this attempt id'),
});

export const payloadPreviewQuery = z.object({
  status: z
    .enum(NOTIFIABLE_STATUSES, { error: `status must be one of ${NOTIFIABLE_STATUSES.join(', ')}` })
    .optional()
    .meta({ description: 'The status the payment would move to; default COMPLETED' }),
});

export const recordPageQuery = z.object({
  // Its range is the gateway's to judge (`records/collection-pages.ts`), with the message it answers.
  limit: wholeNumber(z.string(), { description: 'How many records, from 1 to 100; default 25', minimum: 1, maximum: 100 }),
  after: text('The previous page’s nextCursor'),
  productId: text('Only records of this product'),
  partnerId: text(
    'Only records of this partner: its apiKeys, and its products and webhooks of env. For other collections give productId too, which must be a product of this partner (403)',
  ),
  env: z
    .enum(['sandbox', 'production'], { error: 'env must be sandbox or production' })
    .optional()
    .meta({ description: 'Only records of this environment' }),
  q: text('An exact id, hash, externalId or shortName'),
});
