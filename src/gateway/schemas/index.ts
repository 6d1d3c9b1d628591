/**
 * Every zod schema, defined once: request bodies and query strings, the interface's and the
 * helpers' answers, the stored records (what an import must hold) and the webhook payload.
 *
 * This folder's public entry: what other folders and layers may import of it, and all they may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { PAYMENT_MISTAKES } from './accepted-mistakes';
export type { AcceptedMistake } from './accepted-mistakes';
export {
  customizationAnswer,
  formAnswer,
  formFieldAnswer,
  paymentAnswer,
  paymentLinkAnswer,
  paymentStatusAnswer,
  priceUpdateAnswer,
  pricingEntryAnswer,
  productAnswer,
  productSummaryAnswer,
  webhookAnswer,
  webhookWithSecretAnswer,
} from './answers';
export { customizationSchema } from './customization';
export { fieldSchema, fieldUpdateSchema, formCreateSchema } from './form';
export type { FieldInput, FieldUpdate, FormCreate } from './form';
export { faultsUpdateSchema } from './faults';
export type { FaultRule, FaultsUpdate } from './faults';
export { ACCEPTED_MISTAKES, ENUM_DESCRIPTIONS } from './keywords';
export { notificationPayloadSchema, signatureHeaderSchema } from './notification';
export { documentCreateSchema, paymentCreateSchema, priceUpdateSchema } from './payment';
export type { DocumentCreate, PaymentCreate } from './payment';
export { pricingEntryCreateSchema, pricingEntryUpdateSchema } from './pricing';
export type { PricingEntryCreate } from './pricing';
export { productCreateSchema, productUpdateSchema } from './product';
export type { ProductCreate, ProductUpdate } from './product';
export { receiverScriptSchema } from './receiver';
export type { ReceiverScript, ReceiverState } from './receiver';
export { deliveriesQuery, payloadPreviewQuery, recordPageQuery, webhookListQuery } from './queries';
export { webhookSendSchema } from './replay';
export {
  checkoutPaySchema,
  clockAdvanceSchema,
  clockSetSchema,
  keyCreateSchema,
  keyRevokeSchema,
  notificationSettingsSchema,
  partnerCreateSchema,
  paymentMoveSchema,
} from './sandbox';
export {
  checkoutViewAnswer,
  clockAdvancedAnswer,
  clockAnswer,
  clockNextDueAnswer,
  clockReadAnswer,
  clockStopAnswer,
  deliveriesAnswer,
  faultsAnswer,
  keyCreatedAnswer,
  keyRevokedAnswer,
  notificationsAnswer,
  openApiAnswer,
  partnerCreatedAnswer,
  partnerListAnswer,
  payloadPreviewAnswer,
  receiverAnswer,
  recordDetailAnswer,
  recordPageAnswer,
  secretAnswer,
  snapshotAnswer,
  summaryAnswer,
} from './sandbox-answers';
export { deliveryAttemptSchema, RECORD_SCHEMAS, snapshotSetting } from './stored-records';
export { WEBHOOK_METHODS, webhookCreateSchema, webhookUpdateSchema } from './webhook';
export type { WebhookCreate, WebhookUpdate } from './webhook';
