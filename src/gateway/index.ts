/**
 * The gateway's public entry for the UI, as msw's `core/index.ts` is for its users: everything a
 * screen may use of the domain, values and types, and nothing else. `test/architecture.test.ts`
 * lets `src/ui` import the gateway only through this file, so what the UI depends on is one list
 * to read. Every module named here is pure.
 *
 * The UI builds nothing of the gateway itself: `Gateway` and `SandboxRuntime` are types only.
 *
 * Named re-exports only (`export { a } from './x'`, `export type { B } from './y'`), no `export *`
 * and no code of its own: the build reads this list to send each import to the module behind
 * it (`build/gateway-entry-plugin.ts`), so the barrel never changes how the chunks are cut.
 */
export { ACCEPTED_BLIK_PREFIX, blikCodeProblem, PAYMENT_METHODS } from './payments/checkout-rules';
export type { PaymentMethod } from './payments/checkout-rules';
export type { CheckoutProduct, CheckoutView } from './payments/checkout-view';
export { GatewayError } from './core/errors';
export { isActive } from './access/faults';
export type { FaultRule, FaultSettings, faultsUpdateSchema } from './access/faults';
export type { Gateway } from './gateway';
export { isUuid, shortRandomId } from './core/ids';
export { MAX_BODY_DEPTH, nestsDeeperThan } from './core/json-depth';
export { nextStatuses } from './payments/payment-moves';
export { COLLECTIONS } from './core/ports';
export type { CollectionName, Collections, OutgoingRequest } from './core/ports';
export { RECORD_COLLECTIONS } from './records/collection-pages';
export type { RecordCollection, RecordPage } from './records/collection-pages';
export { NOTIFIABLE_STATUSES } from './core/stored-records';
export type {
  ApiKey,
  Customization,
  DeliveryAttempt,
  DeliveryFault,
  DeliveryState,
  Environment,
  FormField,
  FormVersion,
  NotifiableStatus,
  Partner,
  Payment,
  PaymentStatus,
  Product,
  Webhook,
} from './core/stored-records';
export type { CountedCollection } from './records/sandbox';
export type { AdvanceProgress, SandboxRuntime } from './core/sandbox-runtime';
export type { AcceptedMistake } from './schemas/accepted-mistakes';
export { ACCEPTED_MISTAKES, ENUM_DESCRIPTIONS } from './schemas/keywords';
export type { webhookSendSchema } from './schemas/replay';
export type {
  checkoutPaySchema,
  clockAdvanceSchema,
  clockSetSchema,
  keyCreateSchema,
  keyRevokeSchema,
  notificationSettingsSchema,
  partnerCreateSchema,
  paymentMoveSchema,
} from './schemas/sandbox';
export { WEBHOOK_METHODS } from './schemas/webhook';
export type { WebhookCreate } from './schemas/webhook';
export { parseSnapshot } from './records/snapshot';
export type { Snapshot } from './records/snapshot';
export { SNAPSHOT_FORMAT, SNAPSHOT_VERSION } from './core/snapshot-format';
export { isHttpUrl } from './core/urls';
export { VIRTUAL_ORIGINS } from './core/virtual-hosts';
export { signingFor } from './webhooks/attempt-kinds';
export { oldestFirst } from './webhooks/delivery-order';
export { notificationBody, signedWebhookRequest } from './webhooks/notifications';
export type { Payload } from './webhooks/payload';
export { answerText } from './webhooks/receiver-check-words';
export type { CheckReport } from './webhooks/receiver-check-report';
export { RECEIVER_ORIGIN, receiverName } from './webhooks/receivers';
export { RETRY_WAITS } from './webhooks/retry-policy';
export type { receiverScriptSchema } from './webhooks/receivers';
export {
  parseSignatureHeader,
  SIGNATURE_HEADER,
  signatureHeader,
  SignatureVerificationError,
  verifySignatureNow,
} from './webhooks/signing';
