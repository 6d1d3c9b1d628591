/** What the OpenAPI document says about each route of `customizations.ts`, by method and path. */
import { AUTH_ERRORS, BODY_ERRORS, PRODUCT_ERRORS, UUID_ERRORS } from './route-errors';
import { z } from 'zod';
import { customizationAnswer } from '../schemas';
import type { RouteDocs } from './route-doc';
import type { customizationRoutes } from './customizations';

const LIST_ERRORS = { ...AUTH_ERRORS, ...PRODUCT_ERRORS, ...UUID_ERRORS };
const ONE_ERRORS = { ...LIST_ERRORS, 404: 'No such product or customization' };
const EXAMPLE = {
  title: 'Blue Mugs',
  subtitle: 'Handmade in Warsaw',
  buttonText: 'Pay now',
  summaryHeader: 'Your order',
  summaryFirstLine: 'Free delivery',
  summarySecondLine: 'Ships in 2 days',
  cardDescription: 'Stoneware mug, 350 ml',
  locale: 'en-GB',
};

export const customizationDocs: RouteDocs<typeof customizationRoutes> = {
  'GET /api/pay/product/:productId/customization': {
    response: z.array(customizationAnswer),
    summary: 'List a product’s checkout texts',
    answers: 'An array of customizations',
    errors: LIST_ERRORS,
  },
  'GET /api/pay/product/:productId/customization/:id': {
    response: customizationAnswer,
    summary: 'Read one customization',
    answers: 'The customization with all its fields',
    errors: ONE_ERRORS,
  },
  'POST /api/pay/product/:productId/customization': {
    response: customizationAnswer,
    summary: 'Add checkout texts for a locale',
    answers: 'The created customization with its `id`',
    example: EXAMPLE,
    errors: { ...BODY_ERRORS, ...LIST_ERRORS },
  },
  'PATCH /api/pay/product/:productId/customization/:id': {
    response: customizationAnswer,
    summary: 'Change some checkout texts; the checkout shows them at once',
    answers: 'The whole updated customization',
    example: { buttonText: 'Buy the mug' },
    errors: { ...BODY_ERRORS, ...ONE_ERRORS },
  },
  'DELETE /api/pay/product/:productId/customization/:id': {
    summary: 'Remove a customization; other locales’ texts stay',
    answers: '200 with an empty body',
    errors: ONE_ERRORS,
  },
};
