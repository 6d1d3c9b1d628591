/** What the interface's payment routes do (declared in `gateway/routes/payments.ts`). */
import type { paymentRoutes } from '../../gateway/routes';
import type { HandlersOf } from '../route';

export const paymentHandlers = {
  create: ({ gateway, caller, params, body }) => gateway.payments.create(caller, params.productId, body),
  updatePrice: ({ gateway, caller, params, body }) => gateway.payments.updatePrice(caller, params.productId, params.externalId, body.price),
  async registerDocument({ gateway, caller, params, body }) {
    const { payment, redirectUrl } = await gateway.payments.registerDocument(caller, params.productId, body);
    // The QR encoder and PNG writer load with the first banner: most pages (a docs embed among
    // them) never draw one and need not download them before they can answer.
    const { renderBanner } = await import('../../gateway/banners');
    const banner = await renderBanner(payment, redirectUrl);
    return new Response(banner as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'application/octet-stream' } });
  },
  status: ({ gateway, env, params }) => gateway.payments.status(env, params.productRef, params.paymentHash),
} satisfies HandlersOf<typeof paymentRoutes>;
