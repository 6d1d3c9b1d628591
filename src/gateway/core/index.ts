/**
 * The kernel the subject folders build on: the ports (the `Store`, the `Clock`, the `Transport`
 * and the `SandboxRuntime`), what every module is built from (`GatewayDeps`), the stored records'
 * types, the one error, ids, the contract's virtual hosts and the snapshot format, and small helpers.
 * It takes nothing from the other folders, types included: every folder builds on it.
 *
 * This folder's public entry: what other folders and layers may import of it, and all they may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export type { GatewayDeps } from './deps';
export { errors, GatewayError } from './errors';
export { isUuid, newPaymentHash, newUuid, randomString, shortRandomId, toEpochSeconds } from './ids';
export { inArgumentOrder } from './in-argument-order';
export { MAX_BODY_DEPTH, nestsDeeperThan } from './json-depth';
export { compact, sentFields, withEpochSeconds } from './objects';
export { COLLECTIONS, StoreClosedError, StoreUnavailableError } from './ports';
export type {
  CallResult,
  ChangeListener,
  Clock,
  CollectionName,
  Collections,
  Indexes,
  OutgoingRequest,
  PageQuery,
  Senders,
  Store,
  Transport,
  Tx,
  WriteOptions,
} from './ports';
export { ACCEPTED_BLIK_PREFIX, PAYMENT_METHODS, PAYPO_MINIMUM } from './payment-methods';
export type { PaymentMethod } from './payment-methods';
export { RECORD_COLLECTIONS } from './record-collections';
export type { RecordCollection } from './record-collections';
export type { AdvanceProgress, AdvanceResult, CallSigning, CheckAnswer, SandboxRuntime } from './sandbox-runtime';
export { MAX_SNAPSHOT_DEPTH, SNAPSHOT_FORMAT, SNAPSHOT_VERSION } from './snapshot-format';
export {
  CLOCK_SETTING,
  CUSTOMIZATION_TEXTS,
  DELIVERY_FAULTS,
  KEY_PREFIX,
  NOTIFIABLE_STATUSES,
  PAYMENT_STATUSES,
  RECEIVER_SETTING_PREFIX,
} from './stored-records';
export type {
  ApiKey,
  Customization,
  CustomizationText,
  DeliveryAttempt,
  DeliveryFault,
  DeliveryKind,
  DeliveryState,
  Environment,
  FormField,
  FormVersion,
  NotifiableStatus,
  Partner,
  Payment,
  PaymentStatus,
  Product,
  Setting,
  StatusChange,
  Webhook,
} from './stored-records';
export { memoizedByUrl } from './url-memo';
export { isHttpUrl } from './urls';
export { parseBody } from './validation';
export { VIRTUAL_ORIGINS } from './virtual-hosts';
