/** What the OpenAPI document says about each route of `products.ts`, by method and path. */
import { AUTH_ERRORS, BODY_ERRORS, PRODUCT_ERRORS, UUID_ERRORS } from './route-errors';
import { productAnswer } from '../schemas';
import type { RouteDocs } from './route-doc';
import type { productRoutes } from './products';

export const productDocs: RouteDocs<typeof productRoutes> = {
  'POST /api/product/pay': {
    response: productAnswer,
    summary: 'Create a product (a shop): step 1 of the integration',
    answers: 'The product; its `id` is the `productId` of every other path',
    example: {
      productType: 'PAY',
      name: 'Blue Mugs',
      fullName: 'Blue Mugs Sp. z o.o.',
      shortName: 'blue-mugs',
      location: 'Warsaw',
      timezone: 'Europe/Warsaw',
      productMetadata: { locale: 'pl-PL' },
    },
    errors: {
      400: 'Malformed JSON request, a blank name, an invalid IBAN, or a shortName already taken',
      ...AUTH_ERRORS,
      403: 'partnerId names another partner',
      500: 'Something went wrong',
    },
    quirks: [
      'Creating answers 200, not 201.',
      'Unknown fields are ignored silently, still with a 200.',
      '`shortName` is unique within an environment (the keyless status host finds a product by it): a taken one, or one shaped like a UUID, answers 400.',
      'The payout account (`bankAccountDetails`) is set here only: a PATCH ignores it.',
    ],
  },
  'PATCH /api/product/pay/:productId': {
    response: productAnswer,
    summary: 'Change a product’s fields; pricing, forms and webhooks stay as they are',
    answers: 'The whole updated product; a sent bankAccountDetails is ignored',
    example: { fullName: 'Blue Mugs S.A.', location: 'Kraków' },
    errors: { ...BODY_ERRORS, ...AUTH_ERRORS, ...PRODUCT_ERRORS, ...UUID_ERRORS },
    quirks: ['A sent `bankAccountDetails` is ignored: the payout account cannot be changed.'],
  },
};
