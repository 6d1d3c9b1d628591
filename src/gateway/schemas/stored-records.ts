/**
 * The stored records as zod schemas, one per collection: what an imported snapshot (or the Node
 * server's state file) must hold for the gateway to use it. They validate and never transform,
 * so a valid record is stored exactly as it came; unknown properties are dropped.
 */
import { z } from 'zod';
import {
  CLOCK_SETTING,
  type CollectionName,
  type Collections,
  CUSTOMIZATION_TEXTS,
  DELIVERY_FAULTS,
  isHttpUrl,
  isUuid,
  KEY_PREFIX,
  NOTIFIABLE_STATUSES,
  PAYMENT_STATUSES,
  RECEIVER_SETTING_PREFIX,
} from '../core';
import { jsonObject } from './common';
import { receiverStateSchema } from './receiver';
import { WEBHOOK_METHODS, webhookHeaders } from './webhook';

/** Ids the gateway hands out and finds again by path: lower-case UUIDs. */
const id = z.string().refine((value) => isUuid(value) && value === value.toLowerCase(), 'must be a lower-case UUID');
const time = z.number().finite();
const env = z.enum(['sandbox', 'production']);
const text = z.string().optional();
const amount = z.number().int().nullable();
const bankAccountDetails = z.object({ iban: z.string().min(1), holderName: text, nip: text });

const partner = z.object({ id, name: z.string(), bankAccount: z.boolean(), createdAt: time });

const apiKey = z
  .object({ key: z.string(), partnerId: id, env, revoked: z.boolean(), createdAt: time })
  .refine(({ key, env }) => key.startsWith(KEY_PREFIX[env]) && key.length > KEY_PREFIX[env].length, {
    path: ['key'],
    message: 'must start with the prefix of its environment (sk_test_ or sk_live_)',
  });

const product = z.object({
  id,
  env,
  partnerId: id,
  productType: z.literal('PAY'),
  name: z.string(),
  fullName: text,
  shortName: z
    .string()
    .refine((name) => !isUuid(name), 'must not be shaped like a UUID')
    .optional(),
  location: text,
  timezone: text,
  productMetadata: z.object({ locale: text }).optional(),
  metadata: z.object({ logoUrl: text, merchantDomain: text }).optional(),
  bankAccountDetails: bankAccountDetails.optional(),
  fee: z.object({ id, minimum: z.number(), amount: z.number(), fixed: z.boolean() }),
  emailEnabled: z.boolean(),
  smsEnabled: z.boolean(),
  reviewEnabled: z.boolean(),
  status: z.literal('ACTIVE'),
  creator: z.string(),
  notifyStatuses: z.array(z.enum(NOTIFIABLE_STATUSES)),
  createdAt: time,
  updatedAt: time,
});

const statusChange = z.object({ status: z.enum(PAYMENT_STATUSES), at: time, paymentMethod: text });

const priceChange = z.object({ from: amount, to: z.number().int(), at: time });

const payment = z.object({
  hash: z.string().regex(/^[A-Za-z0-9]{10}$/, 'must be a 10-character payment hash'),
  kind: z.enum(['payment', 'document']),
  productId: id,
  externalId: z.string().min(1),
  price: amount,
  description: text,
  details: jsonObject,
  bankAccountDetails: bankAccountDetails.optional(),
  banner: z.object({ imageFormat: z.enum(['svg', 'png']), bannerType: text }).optional(),
  pricingItemId: id,
  status: z.enum(PAYMENT_STATUSES),
  paymentMethod: text,
  statusHistory: z.array(statusChange).min(1),
  priceChanges: z.array(priceChange).optional(),
  createdAt: time,
  updatedAt: time,
});

const pricingEntry = z.object({
  id,
  productId: id,
  price: amount,
  description: text,
  details: jsonObject.optional(),
  createdAt: time,
  updatedAt: time,
});

const formField = z.object({
  id,
  name: z.string(),
  type: z.string(),
  labels: z.record(z.string(), z.string()),
  validators: jsonObject,
});

const formVersion = z.object({
  id,
  formKey: id,
  productId: id,
  version: z.number().int().positive(),
  isCurrent: z.boolean(),
  fields: z.array(formField),
  createdAt: time,
});

const customization = z.object({
  id,
  productId: id,
  createdAt: time,
  updatedAt: time,
  ...Object.fromEntries(CUSTOMIZATION_TEXTS.map((name) => [name, text])),
}) as z.ZodType<Collections['customizations']>;

const webhook = z.object({
  id,
  env,
  partnerId: id,
  name: text,
  endpoint: z.string().refine(isHttpUrl, 'must be an absolute http or https URL'),
  method: z.enum(WEBHOOK_METHODS),
  requestTemplate: z.unknown().optional(),
  responseTemplate: z.unknown().optional(),
  expectedCode: z.number().int().min(100).max(599),
  expectedResponse: text,
  retries: z.number().int().nonnegative(),
  type: z.literal('PAYMENT'),
  headers: webhookHeaders,
  retryOnCodes: z.array(z.number().int()).optional(),
  signingSecret: z.string().min(1),
  productIds: z.array(id),
  createdAt: time,
  updatedAt: time,
});

/** One delivery attempt, the shape `GET /_sandbox/deliveries` answers. */
export const deliveryAttemptSchema = z
  .object({
    id,
    webhookId: id,
    paymentHash: z.string(),
    requestId: id,
    attempt: z.number().int().positive(),
    scheduledAt: time,
    sentAt: time.nullable(),
    finishedAt: time.nullable(),
    state: z.enum(['PENDING', 'IN_FLIGHT', 'SUCCEEDED', 'FAILED']),
    responseStatus: z.number().int().nullable(),
    responseBody: z.string().nullable().meta({ description: 'The answer’s body, cut at 64 KiB (UTF-8)' }),
    responseTruncated: z.boolean().optional().meta({ description: 'true when responseBody was cut at 64 KiB' }),
    kind: z
      .enum(['redelivery', 'custom', ...DELIVERY_FAULTS])
      .optional()
      .meta({ description: 'What a replayed or deliberately faulty attempt was; absent on a notification’s own' }),
    error: z.string().nullable(),
    pendingAnswer: z.object({ at: time, status: z.number().int().optional(), body: text, error: text }).optional(),
    awaitedBy: z
      .string()
      .optional()
      .meta({ description: 'The server or tab awaiting the answer of a call out of the sandbox, while it is in flight' }),
    request: z.object({
      method: z.string(),
      url: z.string(),
      headers: z.record(z.string(), z.string()),
      body: z.string(),
    }),
  })
  .meta({ id: 'DeliveryAttempt' });

const clockState = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('real') }),
  z.object({ mode: z.literal('simulated'), now: time }),
]);

/**
 * A setting as a snapshot holds it: the clock as its mode and time alone. (While an advance runs,
 * the stored clock also holds the end it has taken; that belongs to the advance, not to the data.)
 */
export function snapshotSetting(setting: Collections['settings']): Collections['settings'] {
  if (setting.name !== CLOCK_SETTING) return setting;
  const parsed = clockState.safeParse(setting.value);
  return parsed.success ? { ...setting, value: parsed.data } : setting;
}

/** A setting's value must be what its reader expects: the clock's state, a receiver's script. */
const setting = z.object({ name: z.string().min(1), value: z.unknown() }).superRefine(({ name, value }, context) => {
  const schema = name === CLOCK_SETTING ? clockState : name.startsWith(RECEIVER_SETTING_PREFIX) ? receiverStateSchema : undefined;
  const issue = schema?.safeParse(value).error?.issues[0];
  if (issue) context.addIssue({ code: 'custom', path: ['value', ...issue.path], message: issue.message });
});

export const RECORD_SCHEMAS = {
  partners: partner,
  apiKeys: apiKey,
  products: product,
  payments: payment,
  pricingEntries: pricingEntry,
  forms: formVersion,
  customizations: customization,
  webhooks: webhook,
  deliveries: deliveryAttemptSchema,
  settings: setting,
} satisfies { [C in CollectionName]: z.ZodType<Collections[C]> };
