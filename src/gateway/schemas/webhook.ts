import { z } from 'zod';
import { isHttpUrl } from '../core';
import { headerProblem } from './webhook-headers';
import { describedEnum, optional, uuid } from './common';

export const WEBHOOK_METHODS = ['POST', 'PUT', 'PATCH', 'GET', 'DELETE'] as const;

/** Only http(s) URLs: an endpoint is called and shown, and must never be able to run script. */
const endpoint = z
  .string()
  .refine(isHttpUrl, { message: 'endpoint must be an absolute http or https URL' })
  .meta({ description: 'URL the service calls; https://hooks.gateway.test/<name> is answered in the sandbox' });

/**
 * A JSON template; `null` (in a PATCH) removes it. Marked optional because zod requires the key
 * of a bare `z.unknown()` to be present, which turned every body without a template into a 400.
 */
const template = z.unknown().optional().meta({ description: 'Payload template; {{name}} variables are substituted' });

/** Exported for the stored webhook record, which must hold the same headers an API call may set. */
export const webhookHeaders = z
  .record(z.string(), z.array(z.string()))
  .superRefine((headers, context) => {
    for (const [name, values] of Object.entries(headers)) {
      const problem = headerProblem(name, values);
      if (problem) return context.addIssue({ code: 'custom', message: problem });
    }
  })
  .meta({
    description:
      'Header name (an HTTP token) to array of values (no CR, LF or NUL), attached to every call. ' +
      'Content-Type, Content-Length, Host, Transfer-Encoding and X-Service-Signature are the gateway’s own.',
  });

const webhookFields = {
  name: optional(z.string()),
  endpoint,
  method: optional(
    describedEnum(WEBHOOK_METHODS, {
      POST: 'POST: the method the interface documents.',
      PUT: 'PUT: taken by the sandbox; the interface documents only POST.',
      PATCH: 'PATCH: taken by the sandbox; the interface documents only POST.',
      GET: 'GET: taken by the sandbox; the interface documents only POST.',
      DELETE: 'DELETE: taken by the sandbox; the interface documents only POST.',
    }),
  ),
  requestTemplate: template,
  responseTemplate: template,
  expectedCode: z.number().int().min(100).max(599).meta({ description: 'Required: the only status that counts as success' }),
  expectedResponse: optional(z.string()).meta({ description: 'Stored and echoed back, never compared' }),
  retries: z.number().int().min(0).meta({ description: 'Required: retry attempts after the first; 0 means none' }),
  partnerId: optional(uuid),
  type: optional(describedEnum(['PAYMENT'], { PAYMENT: 'Payment events: the one type the interface shows.' })),
  headers: optional(webhookHeaders),
  productIds: optional(z.array(uuid)),
  retryOnCodes: optional(z.array(z.number().int())),
};

/**
 * `expectedCode` and `retries` are required, but their absence is the real service's 500: they
 * are optional here and the webhooks module answers it.
 */
export const webhookCreateSchema = z
  .object({
    ...webhookFields,
    expectedCode: optional(webhookFields.expectedCode),
    retries: optional(webhookFields.retries),
  })
  // Required by the interface though their absence is a 500, not a 400: editors and generated
  // clients should flag it.
  .meta({ id: 'WebhookCreate', required: ['endpoint', 'expectedCode', 'retries'] });

export const webhookUpdateSchema = z
  .object({
    ...webhookFields,
    endpoint: optional(endpoint),
    expectedCode: optional(webhookFields.expectedCode),
    retries: optional(webhookFields.retries),
  })
  .meta({ id: 'WebhookUpdate' });

export type WebhookCreate = z.output<typeof webhookCreateSchema>;
export type WebhookUpdate = z.output<typeof webhookUpdateSchema>;
