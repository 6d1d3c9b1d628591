/** The sandbox helpers: keyless, on the base host, under `/_sandbox/`. */
import { z } from 'zod';
import {
  clockAdvanceSchema,
  clockSetSchema,
  keyRevokeSchema,
  notificationSettingsSchema,
  partnerCreateSchema,
  paymentMoveSchema,
} from '../../../gateway/schemas/sandbox';
import { MAX_SNAPSHOT_DEPTH } from '../../../gateway/snapshot';
import { deliveryPage } from '../../delivery-page';
import { open } from '../../route';
import { BODY_ERRORS, UUID_ERRORS } from '../../route-errors';
import { storedSummary } from '../../stored-summary';
import { paymentAnswer } from '../../../gateway/schemas/answers';
import {
  clockAdvancedAnswer,
  clockAnswer,
  clockReadAnswer,
  clockStopAnswer,
  deliveriesAnswer,
  keyRevokedAnswer,
  notificationsAnswer,
  partnerCreatedAnswer,
  partnerListAnswer,
  snapshotAnswer,
  summaryAnswer,
} from '../../../gateway/schemas/sandbox-answers';

const SANDBOX = '/_sandbox';

export const sandboxRoutes = [
  open({
    method: 'POST',
    role: 'base',
    path: `${SANDBOX}/partners`,
    response: partnerCreatedAnswer,
    doc: {
      summary: 'Create a partner with a sandbox and a production key',
      answers: '`{id, name, keys: {sandbox, production}}`',
      example: { name: 'Blue Mugs', bankAccount: true },
      errors: BODY_ERRORS,
    },
    body: partnerCreateSchema,
    handle: ({ gateway, body }) => gateway.auth.createPartner(body),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: `${SANDBOX}/partners`,
    response: partnerListAnswer,
    doc: {
      summary: 'Every partner with its keys',
      answers: 'An array of partners, newest first, each with its keys',
    },
    handle: ({ gateway }) => gateway.auth.listPartners(),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: `${SANDBOX}/keys/revoke`,
    response: keyRevokedAnswer,
    doc: {
      summary: 'Revoke a key: it answers 401 Invalid API key from then on',
      answers: '`{key, revoked: true}`',
      example: { key: 'sk_test_…' },
      errors: { ...BODY_ERRORS, 404: 'ApiKey not found' },
    },
    body: keyRevokeSchema,
    handle: ({ gateway, body }) => gateway.auth.revokeKey(body.key),
  }),
  open({
    method: 'PUT',
    role: 'base',
    path: `${SANDBOX}/products/:productId/notifications`,
    response: notificationsAnswer,
    doc: {
      summary: 'Which payment statuses notify the product’s webhooks (the operator’s switch)',
      answers: '`{productId, statuses}`',
      example: { statuses: ['COMPLETED', 'CANCELED', 'REFUNDED'] },
      errors: { ...BODY_ERRORS, 404: 'PayProductEntity not found', ...UUID_ERRORS },
    },
    uuids: ['productId'],
    body: notificationSettingsSchema,
    handle: ({ gateway, params, body }) => gateway.sandbox.setNotifications(params.productId!, body.statuses),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: `${SANDBOX}/payments/:paymentHash/status`,
    response: paymentAnswer,
    doc: {
      summary: 'Move a payment as the customer or the provider would: step 5, pay',
      answers: 'The payment; the notifications due are sent',
      example: { status: 'COMPLETED', paymentMethod: 'BLIK' },
      errors: {
        400: 'Malformed JSON request, or a move the payment cannot make (naming both statuses)',
        404: 'PaySubProductEntity not found',
      },
    },
    body: paymentMoveSchema,
    handle: ({ gateway, params, body: { status, paymentMethod, price } }) =>
      gateway.payments.move(params.paymentHash!, status, { paymentMethod, price }),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: `${SANDBOX}/payments/:paymentHash`,
    response: paymentAnswer,
    doc: {
      summary: 'The whole stored payment',
      answers: '`{hash, externalId, productId, price, status, details, statusHistory, ...}`',
      errors: { 404: 'PaySubProductEntity not found' },
    },
    handle: ({ gateway, params }) => gateway.payments.get(params.paymentHash!),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: `${SANDBOX}/clock`,
    response: clockReadAnswer,
    doc: {
      summary: 'The gateway’s clock',
      answers: '`{mode: "real" | "simulated", now}` (epoch milliseconds); while an advance runs here, `advance` says how far it has come',
    },
    handle: async ({ runtime }) => {
      const advance = runtime.advanceProgress();
      return advance ? { ...runtime.clockView(), advance } : runtime.clockView();
    },
  }),
  open({
    method: 'POST',
    role: 'base',
    path: `${SANDBOX}/clock`,
    response: clockAnswer,
    doc: {
      summary: 'Switch the clock; now sets simulated time',
      answers: 'The clock',
      example: { mode: 'simulated', now: 1767225600000 },
      errors: BODY_ERRORS,
    },
    body: clockSetSchema,
    async handle({ runtime, body }) {
      await runtime.setClock(body.mode, body.now);
      return runtime.clockView();
    },
  }),
  open({
    method: 'POST',
    role: 'base',
    path: `${SANDBOX}/clock/advance`,
    response: clockAdvancedAnswer,
    doc: {
      summary: 'Move simulated time, running every delivery that falls due',
      answers: 'The clock, once every due delivery has run',
      example: { ms: 300000 },
      errors: { 400: 'Malformed JSON request, or the clock is real' },
    },
    body: clockAdvanceSchema,
    async handle({ runtime, body, signal }) {
      const { stopped } = await runtime.advanceClock(body.ms, signal);
      return stopped ? { ...runtime.clockView(), stopped } : runtime.clockView();
    },
  }),
  open({
    method: 'POST',
    role: 'base',
    path: `${SANDBOX}/clock/advance/stop`,
    response: clockStopAnswer,
    doc: {
      summary: 'Stop the advance under way at the end of its current instant',
      answers: 'The clock, with `stopped`: whether an advance was running',
    },
    async handle({ runtime }) {
      const stopped = await runtime.stopAdvance();
      return { ...runtime.clockView(), stopped };
    },
  }),
  open({
    method: 'GET',
    role: 'base',
    path: `${SANDBOX}/deliveries`,
    response: deliveriesAnswer,
    doc: {
      summary: 'Webhook delivery attempts, oldest first: step 6, see the delivery; query webhookId, paymentHash',
      answers: 'An array of attempts with their signed request and the answer',
      errors: { 400: 'limit is not a whole number from 1 up' },
    },
    handle: ({ gateway, query }) =>
      gateway.sandbox.deliveries({
        webhookId: query.get('webhookId') ?? undefined,
        paymentHash: query.get('paymentHash') ?? undefined,
        ...deliveryPage(query),
      }),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: `${SANDBOX}/export`,
    response: snapshotAnswer,
    doc: {
      summary: 'A snapshot of all data, the clock included',
      answers: 'The snapshot `{format, version, collections}`',
    },
    handle: ({ gateway }) => gateway.sandbox.export(),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: `${SANDBOX}/import`,
    response: summaryAnswer,
    doc: {
      summary: 'Replace all data with a snapshot',
      answers: 'What is stored now, as `GET /_sandbox/summary` answers it',
      errors: { 400: 'Not one of our snapshots, or a record the gateway could not use; nothing changes' },
    },
    body: z.unknown(),
    maxDepth: MAX_SNAPSHOT_DEPTH,
    async handle({ gateway, runtime, body }) {
      await gateway.sandbox.import(body);
      await runtime.reload();
      return storedSummary({ gateway, runtime });
    },
  }),
  open({
    method: 'POST',
    role: 'base',
    path: `${SANDBOX}/reset`,
    response: summaryAnswer,
    doc: {
      summary: 'Empty everything and put the clock back to real time',
      answers: 'What is stored now (nothing), as `GET /_sandbox/summary` answers it',
    },
    async handle({ gateway, runtime }) {
      await gateway.sandbox.reset();
      await runtime.setClock('real');
      await runtime.reload();
      return storedSummary({ gateway, runtime });
    },
  }),
];
