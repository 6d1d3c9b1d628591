/** What the OpenAPI document says about each route of `payments.ts`, by method and path. */
import { PAYMENT_MISTAKES, paymentLinkAnswer, paymentStatusAnswer, priceUpdateAnswer } from '../schemas';
import { AUTH_ERRORS, BODY_ERRORS, PRODUCT_ERRORS, UUID_ERRORS } from './route-errors';
import type { RouteDocs } from './route-doc';
import type { paymentRoutes } from './payments';

export const paymentDocs: RouteDocs<typeof paymentRoutes> = {
  'POST /api/pay/product/:productId/subproduct/pricing': {
    response: paymentLinkAnswer,
    summary: 'Create a payment: step 4 of the integration',
    answers:
      '200 (not 201) `{redirectUrl}` to the hosted checkout; a reused externalId answers the original payment’s redirectUrl and discards the sent fields',
    example: {
      price: 1299,
      externalId: 'order-1001',
      description: 'Order 1001',
      details: {
        returnUrl: 'https://shop.example/thanks',
        productName: 'Blue mug',
        email: 'anna@example.com',
        recipient: 'Blue Mugs',
      },
    },
    errors: {
      400: 'Malformed JSON request, or Bank account not found for this partner',
      ...AUTH_ERRORS,
      ...PRODUCT_ERRORS,
      500: 'Something went wrong: externalId is missing, or the path id is not a UUID',
    },
    quirks: [
      'Creating answers 200, not 201.',
      'A decimal `price` (12.99) is truncated to whole grosze (12) silently, with a 200.',
      'A missing `externalId` answers 500 `Something went wrong`, not 400.',
      'A reused `externalId` creates nothing: the answer is the original payment’s `redirectUrl`, and every field sent now is discarded. Change an amount with the price PATCH.',
      // The "wrong but 200" mistakes, in the words the console's editor warns with.
      ...PAYMENT_MISTAKES.map(({ says }) => says),
      'The `externalId` of `redirectUrl` is the 10-character payment hash, not the merchant’s `externalId`: the status endpoint takes the hash.',
    ],
  },
  'PATCH /api/pay/product/:productId/subproduct/:externalId': {
    response: priceUpdateAnswer,
    summary: 'Change a payment’s price, found by the merchant’s externalId or the payment hash',
    answers: 'The price-update object `{id, price, userDefinedAmount, ...}`; `id` is the pricing item’s',
    example: { price: 1599 },
    errors: {
      400: 'price is missing or not a number',
      ...AUTH_ERRORS,
      ...PRODUCT_ERRORS,
      404: 'PaySubProductEntity not found: no such payment (or PayProductEntity not found)',
      ...UUID_ERRORS,
    },
    quirks: [
      'The path’s `externalId` is the merchant’s `externalId` or the payment hash: the `externalId` is tried first.',
      'Only `price` changes; every other field sent is ignored. A decimal `price` is truncated, a missing or non-numeric one answers 400.',
    ],
  },
  'POST /api/pay/product/:productId/subproduct': {
    summary: 'Register a document and get its print-ready QR banner',
    answers: 'The banner image (`application/octet-stream`, SVG or PNG); the QR code encodes the document’s redirectUrl',
    example: {
      externalId: 'invoice-2026-001',
      imageFormat: 'svg',
      bannerType: 'ticket',
      price: 4500,
      details: { title: 'Concert ticket', seat: 'A12' },
    },
    errors: {
      ...BODY_ERRORS,
      ...AUTH_ERRORS,
      ...PRODUCT_ERRORS,
      500: 'Something went wrong: externalId is missing, or the path id is not a UUID',
    },
    quirks: [
      'The answer is binary (`application/octet-stream`), not JSON, whichever `imageFormat` (default `svg`).',
      'Registering the same `externalId` again answers the same document’s banner.',
      'A missing `externalId` answers 500 `Something went wrong`, not 400.',
    ],
  },
  'GET /api/payment/product/:productRef/subproduct/:paymentHash/status': {
    response: paymentStatusAnswer,
    summary: 'A payment’s status, keyless, on the status host only; not proof of payment',
    answers: '`{status}`; productRef is the product id or its shortName, paymentHash the 10 characters of redirectUrl',
    errors: {
      404: 'PaySubProductEntity not found; on the base host: text/plain No route found for: GET ...',
    },
    quirks: [
      'Served only on the status host (`{status_base_url}`), with no API key: on the base host it is an unknown route, a `text/plain` 404 `No route found for: GET …`.',
      '`productRef` is the product’s id or its `shortName`; `paymentHash` is the 10 characters in `redirectUrl`, not the merchant’s `externalId`.',
      'Not proof of payment: trust a verified webhook.',
    ],
  },
};
