/**
 * What a merchant's webhook endpoint receives: the default payload of a payment notification
 * (`webhooks/payload.ts` builds it) and the signature header. The OpenAPI document's `webhooks`
 * section is built from these, so a receiver's types come from the same place as the client's.
 */
import { z } from 'zod';
import { NOTIFIABLE_STATUSES, PAYMENT_METHODS } from '../core';

/** Epoch seconds with a fraction, as the sandbox's views write times. */
const epochSeconds = z.number();

/** The default payload (no `requestTemplate`). Empty fields are left out, so a field that may be empty is optional. */
export const notificationPayloadSchema = z
  .object({
    id: z.string().meta({ description: "The product's id (uuid)" }),
    name: z.string().optional().meta({ description: "The product's name" }),
    fullName: z.string().optional(),
    shortName: z.string().optional(),
    location: z.string().optional(),
    externalId: z
      .string()
      .meta({ description: "The merchant's order identifier, as sent at payment creation (a number as its decimal string)" }),
    orderId: z.string().meta({ description: 'The payment hash: the last 10 characters of redirectUrl' }),
    price: z.number().int().optional().meta({ description: 'The payment’s current price in grosze; absent when it has none' }),
    status: z
      .enum(NOTIFIABLE_STATUSES)
      .meta({ description: 'The status the payment moved to; the statuses that notify are set per product' }),
    paymentMethod: z
      .string()
      .optional()
      .meta({ description: `How the customer paid (the checkout's: ${PAYMENT_METHODS.join(', ')})` }),
    email: z.string().optional().meta({ description: 'details.email of the payment' }),
    date: epochSeconds.meta({
      description: 'When the status changed: epoch seconds with a fraction, on the gateway’s clock. Keep the newest',
    }),
    requestId: z.string().meta({ description: 'One uuid per notification and webhook, the same on its retries: act once per requestId' }),
    activeFrom: epochSeconds.meta({ description: 'When the payment was created: epoch seconds with a fraction' }),
  })
  .meta({
    id: 'WebhookPayload',
    description: 'A payment notification’s default body; with a requestTemplate the body is what the template renders',
  });

/** `X-Service-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const signatureHeaderSchema = z
  .string()
  .regex(/^t=\d+,v1=[0-9a-f]{64}$/)
  .meta({
    description:
      'HMAC-SHA256 keyed with the webhook’s signingSecret over `<t>.<raw body>`, hex; t is the real time the call went out (unix seconds). ' +
      'Verify it over the exact bytes received and refuse a t more than 300 s from your clock.',
    examples: ['t=1768478400,v1=5b2f8e27e2f4d5a3c0b1a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8'],
  });
