/** The sandbox helpers: keyless, on the base host, under `/_sandbox/`. */
import { z } from 'zod';
import {
  clockAdvanceSchema,
  clockSetSchema,
  keyRevokeSchema,
  notificationSettingsSchema,
  partnerCreateSchema,
  paymentMoveSchema,
} from '../../gateway/schemas/sandbox';
import { deliveryPage } from '../delivery-page';
import { open } from '../route';

const SANDBOX = '/_sandbox';

export const sandboxRoutes = [
  open({
    method: 'POST',
    role: 'base',
    path: `${SANDBOX}/partners`,
    body: partnerCreateSchema,
    handle: ({ gateway, body }) => gateway.auth.createPartner(body),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: `${SANDBOX}/partners`,
    handle: ({ gateway }) => gateway.auth.listPartners(),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: `${SANDBOX}/keys/revoke`,
    body: keyRevokeSchema,
    handle: ({ gateway, body }) => gateway.auth.revokeKey(body.key),
  }),
  open({
    method: 'PUT',
    role: 'base',
    path: `${SANDBOX}/products/:productId/notifications`,
    uuids: ['productId'],
    body: notificationSettingsSchema,
    handle: ({ gateway, params, body }) => gateway.sandbox.setNotifications(params.productId!, body.statuses),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: `${SANDBOX}/payments/:paymentHash/status`,
    body: paymentMoveSchema,
    handle: ({ gateway, params, body }) => gateway.payments.move(params.paymentHash!, body.status, body.paymentMethod),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: `${SANDBOX}/payments/:paymentHash`,
    handle: ({ gateway, params }) => gateway.payments.get(params.paymentHash!),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: `${SANDBOX}/clock`,
    handle: async ({ runtime }) => runtime.clockView(),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: `${SANDBOX}/clock`,
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
    body: clockAdvanceSchema,
    async handle({ runtime, body }) {
      await runtime.advanceClock(body.ms);
      return runtime.clockView();
    },
  }),
  open({
    method: 'GET',
    role: 'base',
    path: `${SANDBOX}/deliveries`,
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
    handle: ({ gateway }) => gateway.sandbox.export(),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: `${SANDBOX}/import`,
    body: z.unknown(),
    async handle({ gateway, runtime, body }) {
      await gateway.sandbox.import(body);
      await runtime.reload();
    },
  }),
  open({
    method: 'POST',
    role: 'base',
    path: `${SANDBOX}/reset`,
    async handle({ gateway, runtime }) {
      await gateway.sandbox.reset();
      await runtime.setClock('real');
      await runtime.reload();
    },
  }),
];
