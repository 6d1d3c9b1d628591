/**
 * The gateway's public entry for the UI, as msw's `core/index.ts` is for its users: everything a
 * screen may use of the domain, values and types, and nothing else. `test/architecture.test.ts`
 * lets `src/ui` import the gateway only through this file, so what the UI depends on is one list
 * to read. Every module named here is pure. It takes each name from its folder's entry, as any
 * importer of a folder does.
 *
 * The UI builds nothing of the gateway itself, and reaches it over HTTP alone: the helpers' route
 * declarations type its one client (types only, so no route code reaches a screen through them).
 *
 * Named re-exports only (`export { a } from './x'`, `export type { B } from './y'`), no `export *`
 * and no code of its own: the build reads this list to send each import to the module behind
 * it, through the folders' entries (`build/gateway-entry-plugin.ts`), so no barrel changes how the
 * chunks are cut.
 */
export { isActive } from './access';
export type { FaultSettings } from './access';
export {
  ACCEPTED_BLIK_PREFIX,
  COLLECTIONS,
  GatewayError,
  isHttpUrl,
  isUuid,
  MAX_BODY_DEPTH,
  nestsDeeperThan,
  NOTIFIABLE_STATUSES,
  PAYMENT_METHODS,
  RECORD_COLLECTIONS,
  shortRandomId,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  VIRTUAL_ORIGINS,
} from './core';
export type {
  AdvanceProgress,
  ApiKey,
  CollectionName,
  Collections,
  Customization,
  DeliveryAttempt,
  DeliveryFault,
  DeliveryState,
  Environment,
  FormField,
  FormVersion,
  NotifiableStatus,
  OutgoingRequest,
  Partner,
  Payment,
  PaymentMethod,
  PaymentStatus,
  Product,
  RecordCollection,
  Webhook,
} from './core';
export { blikCodeProblem, nextStatuses } from './payments';
export type { CheckoutProduct, CheckoutView } from './payments';
export { parseSnapshot } from './records';
export type { CountedCollection, RecordPage, Snapshot } from './records';
export { ACCEPTED_MISTAKES, ENUM_DESCRIPTIONS, WEBHOOK_METHODS } from './schemas';
export type { HelperDeclaration, JsonAnswer, JsonOf, KeyOf, ParamsIn } from './routes';
export type { AcceptedMistake, FaultRule, faultsUpdateSchema, WebhookCreate } from './schemas';
export {
  answerText,
  notificationBody,
  oldestFirst,
  parseSignatureHeader,
  RECEIVER_ORIGIN,
  receiverName,
  RETRY_WAITS,
  SIGNATURE_HEADER,
  signatureHeader,
  SignatureVerificationError,
  signedWebhookRequest,
  signingFor,
  verifySignatureNow,
} from './webhooks';
export type { CheckReport, Payload } from './webhooks';
