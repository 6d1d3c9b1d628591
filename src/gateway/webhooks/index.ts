/**
 * The webhook rules, from a registration to the verdict on its last retry (README.md here); the
 * engine that runs them on the clock's time is `src/delivery/`.
 *
 * This folder's public entry: what other folders and layers may import of it, and all they may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { ANSWER_BYTES_NEEDED } from './answer-body';
export { signingFor } from './attempt-kinds';
export { answerOf, claimOne, laneOf, outcome } from './attempt-steps';
export type { CallAnswer, Claim } from './attempt-steps';
export { compareKeys, oldestFirst } from './delivery-order';
export { enqueueNotifications, notificationBody, signedWebhookRequest } from './notifications';
export type { Payload } from './payload';
export { payloadPreviewModule } from './payload-preview';
export { receiverBattery, runReceiverCheck } from './receiver-check';
export type { CheckedReceiver } from './receiver-check';
export { CHECK_CALL_TIMEOUT_MS, receiverCheckModule } from './receiver-check-module';
export { checkReportSchema } from './receiver-check-report';
export type { CheckReport } from './receiver-check-report';
export { answerText, reportLines } from './receiver-check-words';
export { RECEIVER_ORIGIN, receiverName, receiversModule, scriptedReceivers } from './receivers';
export { webhooksModule } from './registrations';
export { replaysModule } from './replays';
export { RETRY_WAITS } from './retry-policy';
export { parseSignatureHeader, SIGNATURE_HEADER, signatureHeader, SignatureVerificationError, verifySignatureNow } from './signing';
