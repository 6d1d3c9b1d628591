/** What the OpenAPI document says about each route of `pricing.ts`, by method and path. */
import { AUTH_ERRORS, BODY_ERRORS, PRODUCT_ERRORS, UUID_ERRORS } from './route-errors';
import { z } from 'zod';
import { pricingEntryAnswer } from '../schemas';
import type { RouteDocs } from './route-doc';
import type { pricingRoutes } from './pricing';

const ENTRY_ERRORS = { ...AUTH_ERRORS, ...PRODUCT_ERRORS, ...UUID_ERRORS };

export const pricingDocs: RouteDocs<typeof pricingRoutes> = {
  'GET /api/pay/products/:productId/pricing/entries': {
    response: z.array(pricingEntryAnswer),
    summary: 'List a product’s pricing entries',
    answers: 'An array of pricing entries',
    errors: ENTRY_ERRORS,
  },
  'POST /api/pay/products/:productId/pricing/entries': {
    response: pricingEntryAnswer,
    summary: 'Add a purchase option to the product page; customers see it at once',
    answers: 'The created entry with its `id`',
    example: { price: 2500, description: 'Gift box', details: { vat: '23%', unit: 'pcs' } },
    errors: { ...BODY_ERRORS, ...ENTRY_ERRORS },
    quirks: ['`details` may be sent as a JSON-encoded string: one that parses to an object is stored as that object.'],
  },
  'PATCH /api/pay/products/:productId/pricing/entries/:entryId': {
    response: pricingEntryAnswer,
    summary: 'Change a pricing entry’s price or details',
    answers: 'The whole updated entry',
    example: { price: 2200, details: { vat: '23%', unit: 'pcs' } },
    errors: { ...BODY_ERRORS, ...ENTRY_ERRORS, 404: 'No such product or pricing entry' },
  },
  'DELETE /api/pay/products/:productId/pricing/entries/:entryId': {
    summary: 'Remove a pricing entry; the option leaves the checkout',
    answers: '200 with an empty body',
    errors: { ...ENTRY_ERRORS, 404: 'No such product or pricing entry' },
  },
};
