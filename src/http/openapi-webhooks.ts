/**
 * The OpenAPI 3.1 `webhooks` section: what the gateway sends a merchant's endpoint, so that the
 * receiver's side is typed from the document as the client's is (openapi-typescript emits a
 * `webhooks` interface from it). One entry, the payment notification, built from the zod schemas
 * of its default payload and signature header.
 */
import { z } from 'zod';
import { notificationPayloadSchema, signatureHeaderSchema } from '../gateway/schemas';
import { SIGNATURE_HEADER } from '../gateway/webhooks';
import { jsonSchema, type JsonSchema } from './openapi-schemas';

/** The `webhooks` map; the payload's schema joins `schemas` (the document's components). */
export function webhooksSection(schemas: Record<string, JsonSchema>) {
  const { $schema: _dialect, ...header } = z.toJSONSchema(signatureHeaderSchema, { target: 'draft-2020-12' }) as JsonSchema;
  const { description, ...headerSchema } = header;
  return {
    paymentNotification: {
      post: {
        operationId: 'payment-notification',
        tags: ['Webhooks'],
        summary: 'A payment notification, sent to every webhook assigned to the product when a payment moves to a status that notifies',
        description:
          "Sent with the webhook's `method` (POST unless set) and `headers` to its `endpoint`. The body below is the default; " +
          'with a `requestTemplate` it is what the template renders. Verify the signature over the raw body before trusting it, ' +
          'act once per `requestId` (retries and repeats carry the same one), and keep the status with the latest `date`.',
        security: [],
        parameters: [{ name: SIGNATURE_HEADER, in: 'header', required: true, description, schema: headerSchema }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchema(notificationPayloadSchema, 'output', schemas) } },
        },
        responses: {
          '200': {
            description: "Accepted, when 200 is the webhook's expectedCode: success is exactly expectedCode, the body is never read",
          },
          '400': {
            description:
              'Refused, as a forged or stale delivery should be: any status but expectedCode fails the attempt; 4xx, 5xx and no answer are ' +
              'retried `retries` times (after 1 s, 5 s, 5 min, 1 h, then every 3 h), another status is not',
          },
        },
      },
    },
  };
}
