import {
  documentCreateSchema,
  paymentCreateSchema,
  paymentLinkAnswer,
  paymentStatusAnswer,
  priceUpdateAnswer,
  priceUpdateSchema,
} from '../../gateway/schemas';
import { api, open } from '../route';

const PRODUCT = '/api/pay/product/:productId/subproduct';

export const paymentRoutes = [
  api({
    method: 'POST',
    path: `${PRODUCT}/pricing`,
    uuids: ['productId'],
    body: paymentCreateSchema,
    response: paymentLinkAnswer,
    handle: ({ gateway, caller, params, body }) => gateway.payments.create(caller, params.productId!, body),
  }),
  api({
    method: 'PATCH',
    path: `${PRODUCT}/:externalId`,
    uuids: ['productId'],
    body: priceUpdateSchema,
    response: priceUpdateAnswer,
    handle: ({ gateway, caller, params, body }) => gateway.payments.updatePrice(caller, params.productId!, params.externalId!, body.price),
  }),
  api({
    method: 'POST',
    path: PRODUCT,
    uuids: ['productId'],
    body: documentCreateSchema,
    response: 'binary',
    async handle({ gateway, caller, params, body }) {
      const { payment, redirectUrl } = await gateway.payments.registerDocument(caller, params.productId!, body);
      // The QR encoder and PNG writer load with the first banner: most pages (a docs embed among
      // them) never draw one and need not download them before they can answer.
      const { renderBanner } = await import('../../gateway/banners');
      const banner = await renderBanner(payment, redirectUrl);
      return new Response(banner as Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': 'application/octet-stream' } });
    },
  }),
  open({
    method: 'GET',
    role: 'status',
    path: '/api/payment/product/:productRef/subproduct/:paymentHash/status',
    response: paymentStatusAnswer,
    handle: ({ gateway, env, params }) => gateway.payments.status(env, params.productRef!, params.paymentHash!),
  }),
];
