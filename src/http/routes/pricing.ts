import { pricingEntryCreateSchema, pricingEntryUpdateSchema } from '../../gateway/schemas/pricing';
import { api } from '../route';
import { AUTH_ERRORS, BODY_ERRORS, PRODUCT_ERRORS, UUID_ERRORS } from '../route-errors';
import { z } from 'zod';
import { pricingEntryAnswer } from '../../gateway/schemas/answers';

const ENTRIES = '/api/pay/products/:productId/pricing/entries';
const ENTRY_ERRORS = { ...AUTH_ERRORS, ...PRODUCT_ERRORS, ...UUID_ERRORS };

export const pricingRoutes = [
  api({
    method: 'GET',
    path: ENTRIES,
    uuids: ['productId'],
    response: z.array(pricingEntryAnswer),
    doc: { summary: 'List a product’s pricing entries', answers: 'An array of pricing entries', errors: ENTRY_ERRORS },
    handle: ({ gateway, caller, params }) => gateway.pricing.list(caller, params.productId!),
  }),
  api({
    method: 'POST',
    path: ENTRIES,
    uuids: ['productId'],
    body: pricingEntryCreateSchema,
    response: pricingEntryAnswer,
    doc: {
      summary: 'Add a purchase option to the product page; customers see it at once',
      answers: 'The created entry with its `id`',
      example: { price: 2500, description: 'Gift box', details: { vat: '23%', unit: 'pcs' } },
      errors: { ...BODY_ERRORS, ...ENTRY_ERRORS },
      quirks: ['`details` may be sent as a JSON-encoded string: one that parses to an object is stored as that object.'],
    },
    handle: ({ gateway, caller, params, body }) => gateway.pricing.create(caller, params.productId!, body),
  }),
  api({
    method: 'PATCH',
    path: `${ENTRIES}/:entryId`,
    uuids: ['productId', 'entryId'],
    body: pricingEntryUpdateSchema,
    response: pricingEntryAnswer,
    doc: {
      summary: 'Change a pricing entry’s price or details',
      answers: 'The whole updated entry',
      example: { price: 2200, details: { vat: '23%', unit: 'pcs' } },
      errors: { ...BODY_ERRORS, ...ENTRY_ERRORS, 404: 'No such product or pricing entry' },
    },
    handle: ({ gateway, caller, params, body }) =>
      gateway.pricing.update(caller, params.productId!, params.entryId!, body),
  }),
  api({
    method: 'DELETE',
    path: `${ENTRIES}/:entryId`,
    uuids: ['productId', 'entryId'],
    response: 'empty',
    doc: {
      summary: 'Remove a pricing entry; the option leaves the checkout',
      answers: '200 with an empty body',
      errors: { ...ENTRY_ERRORS, 404: 'No such product or pricing entry' },
    },
    handle: ({ gateway, caller, params }) => gateway.pricing.remove(caller, params.productId!, params.entryId!),
  }),
];
