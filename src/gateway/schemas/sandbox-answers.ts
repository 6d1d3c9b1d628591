/**
 * What the sandbox helpers under `/_sandbox/` answer, as zod schemas built from the stored
 * records' schemas, for the OpenAPI document (see answers.ts for the interface's own). Helpers
 * show records as they are stored: times in epoch milliseconds.
 */
import { z } from 'zod';
import {
  NOTIFIABLE_STATUSES,
  PAYMENT_METHODS,
  type CollectionName,
  type RecordCollection,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
} from '../core';
import { customizationAnswer, paymentAnswer } from './answers';
import { faultRuleSchema } from './faults';
import { receiverStateSchema } from './receiver';
import { deliveryAttemptSchema, RECORD_SCHEMAS } from './stored-records';

const count = z.number().int().nonnegative();

/** Each collection's stored record, named once so that pages, details and snapshots refer to it. */
const STORED = {
  partners: RECORD_SCHEMAS.partners.meta({ id: 'StoredPartner' }),
  apiKeys: RECORD_SCHEMAS.apiKeys.meta({ id: 'StoredApiKey' }),
  products: RECORD_SCHEMAS.products.meta({ id: 'StoredProduct' }),
  payments: paymentAnswer,
  pricingEntries: RECORD_SCHEMAS.pricingEntries.meta({ id: 'StoredPricingEntry' }),
  forms: RECORD_SCHEMAS.forms.meta({ id: 'StoredForm' }),
  customizations: RECORD_SCHEMAS.customizations.meta({ id: 'StoredCustomization' }),
  webhooks: RECORD_SCHEMAS.webhooks.meta({ id: 'StoredWebhook' }),
  deliveries: deliveryAttemptSchema,
  settings: RECORD_SCHEMAS.settings.meta({ id: 'StoredSetting' }),
} satisfies Record<keyof typeof RECORD_SCHEMAS, z.ZodType>;

export const partnerCreatedAnswer = z
  .object({ id: z.string(), name: z.string(), keys: z.object({ sandbox: z.string(), production: z.string() }) })
  .meta({ id: 'SandboxPartnerCreated' });

/** A partner with its keys, sandbox first, as the partner list shows them. */
export const partnerListAnswer = z.array(
  RECORD_SCHEMAS.partners
    .extend({
      keys: z.array(z.object({ key: z.string(), env: z.enum(['sandbox', 'production']), revoked: z.boolean(), createdAt: z.number() })),
    })
    .meta({ id: 'SandboxPartner' }),
);

/** A further key, as stored. */
export const keyCreatedAnswer = STORED.apiKeys;

export const keyRevokedAnswer = z.object({ key: z.string(), revoked: z.literal(true) }).meta({ id: 'SandboxKeyRevoked' });

export const notificationsAnswer = z
  .object({ productId: z.string(), statuses: z.array(z.enum(NOTIFIABLE_STATUSES)) })
  .meta({ id: 'SandboxNotifications' });

const clockFields = {
  mode: z.enum(['real', 'simulated']),
  now: z.number().meta({ description: 'Epoch milliseconds' }),
};

/** The clock, as every clock helper answers it. */
export const clockAnswer = z.object(clockFields).meta({ id: 'SandboxClock' });

/** The clock while an advance may be running here: how far it has come. */
export const clockReadAnswer = z
  .object({
    ...clockFields,
    advance: z
      .object({ from: z.number(), to: z.number(), reached: z.number(), attemptsRun: count, stopping: z.boolean() })
      .optional()
      .meta({ description: 'Present while an advance runs on this instance' }),
  })
  .meta({ id: 'SandboxClockRead' });

/** An advance's answer: `stopped` when it was asked to stop before reaching its target. */
export const clockAdvancedAnswer = z.object({ ...clockFields, stopped: z.literal(true).optional() }).meta({ id: 'SandboxClockAdvanced' });

export const clockStopAnswer = z.object({ ...clockFields, stopped: z.boolean() }).meta({ id: 'SandboxClockStop' });

export const clockNextDueAnswer = z.object({ ...clockFields, ran: z.boolean() }).meta({ id: 'SandboxClockNextDue' });

export const deliveriesAnswer = z.array(deliveryAttemptSchema);

/** A snapshot: every collection's records, as stored. */
export const snapshotAnswer = z
  .object({
    format: z.literal(SNAPSHOT_FORMAT),
    version: z.literal(SNAPSHOT_VERSION),
    collections: z.object(Object.fromEntries(Object.entries(STORED).map(([name, schema]) => [name, z.array(schema as z.ZodType)]))),
  })
  .meta({ id: 'SandboxSnapshot' });

/** What is stored, counted, with the receivers and the clock. */
export const summaryAnswer = z
  .object({
    counts: z.object(
      Object.fromEntries(
        Object.keys(RECORD_SCHEMAS)
          .filter((name) => name !== 'settings')
          .map((name) => [name, count]),
      ) as Record<Exclude<CollectionName, 'settings'>, typeof count>,
    ),
    receivers: count,
    clock: clockAnswer,
  })
  .meta({ id: 'SandboxSummary' });

export const receiverAnswer = receiverStateSchema.meta({ id: 'SandboxReceiver' });

export const faultsAnswer = z
  .object({ sandbox: faultRuleSchema.nullable(), production: faultRuleSchema.nullable() })
  .meta({ id: 'SandboxFaults' });

export const secretAnswer = z.object({ webhookId: z.string(), signingSecret: z.string() }).meta({ id: 'SandboxWebhookSecret' });

export const payloadPreviewAnswer = z
  .object({ variables: z.record(z.string(), z.union([z.string(), z.number()])), at: z.number() })
  .meta({ id: 'SandboxPayloadPreview' });

/** The hosted checkout's read: the payment, the product's display fields and its texts. */
export const checkoutViewAnswer = z
  .object({
    payment: paymentAnswer,
    payable: z.boolean(),
    methods: z.array(z.enum(PAYMENT_METHODS)),
    product: z.object({
      id: z.string(),
      name: z.string(),
      shortName: z.string().optional(),
      locale: z.string().optional(),
      logoUrl: z.string().optional(),
      merchantDomain: z.string().optional(),
    }),
    customizations: z.array(customizationAnswer),
  })
  .meta({ id: 'SandboxCheckoutView' });

/** The OpenAPI document itself (its own schema is OpenAPI's). */
export const openApiAnswer = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'OpenApiDocument' });

/** A page of records of `collection`. */
export function recordPageAnswer(collection: RecordCollection) {
  return z.object({
    items: z.array(STORED[collection] as z.ZodType),
    total: count,
    nextCursor: z.string().nullable().meta({ description: 'Pass as `after` for the next page; null on the last one' }),
  });
}

/** One record of `collection` with what belongs to it (readRecordDetail). */
export function recordDetailAnswer(collection: RecordCollection) {
  const record = STORED[collection] as z.ZodType;
  const related: Partial<Record<RecordCollection, z.ZodRawShape>> = {
    payments: {
      product: STORED.products.optional(),
      checkoutLink: z.string().optional(),
      deliveries: z.array(deliveryAttemptSchema),
    },
    forms: { versions: z.array(STORED.forms) },
    webhooks: { products: z.array(STORED.products) },
    partners: { keys: z.array(STORED.apiKeys) },
    products: {
      counts: z.object({ payments: count, pricingEntries: count, forms: count, customizations: count, webhooks: count }),
    },
  };
  return z.object({ record, ...related[collection] });
}
