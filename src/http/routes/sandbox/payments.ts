/** What the sandbox's payment helpers do (declared in `gateway/routes/sandbox/payments.ts`). */
import type { NotifiableStatus } from '../../../gateway/core';
import type { sandboxPaymentRoutes } from '../../../gateway/routes';
import type { HandlersOf } from '../../route';

export const sandboxPaymentHandlers = {
  read: ({ gateway, params }) => gateway.payments.get(params.paymentHash),
  move: ({ gateway, params, body: { status, paymentMethod, price } }) =>
    gateway.payments.move(params.paymentHash, status, { paymentMethod, price }),
  payload: ({ gateway, params, query }) =>
    // A status that notifies: `payloadPreviewQuery` refused any other.
    gateway.payloadPreview.preview(params.paymentHash, (query.get('status') ?? 'COMPLETED') as NotifiableStatus),
} satisfies HandlersOf<typeof sandboxPaymentRoutes>;
