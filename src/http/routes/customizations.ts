import { customizationSchema } from '../../gateway/schemas/customization';
import { api } from '../route';
import { AUTH_ERRORS, BODY_ERRORS, PRODUCT_ERRORS, UUID_ERRORS } from '../route-errors';
import { z } from 'zod';
import { customizationAnswer } from '../../gateway/schemas/answers';

const CUSTOMIZATIONS = '/api/pay/product/:productId/customization';
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

export const customizationRoutes = [
  api({
    method: 'GET',
    path: CUSTOMIZATIONS,
    uuids: ['productId'],
    response: z.array(customizationAnswer),
    doc: { summary: 'List a product’s checkout texts', answers: 'An array of customizations', errors: LIST_ERRORS },
    handle: ({ gateway, caller, params }) => gateway.customizations.list(caller, params.productId!),
  }),
  api({
    method: 'GET',
    path: `${CUSTOMIZATIONS}/:id`,
    uuids: ['productId', 'id'],
    response: customizationAnswer,
    doc: { summary: 'Read one customization', answers: 'The customization with all its fields', errors: ONE_ERRORS },
    handle: ({ gateway, caller, params }) => gateway.customizations.get(caller, params.productId!, params.id!),
  }),
  api({
    method: 'POST',
    path: CUSTOMIZATIONS,
    uuids: ['productId'],
    body: customizationSchema,
    response: customizationAnswer,
    doc: {
      summary: 'Add checkout texts for a locale',
      answers: 'The created customization with its `id`',
      example: EXAMPLE,
      errors: { ...BODY_ERRORS, ...LIST_ERRORS },
    },
    handle: ({ gateway, caller, params, body }) => gateway.customizations.create(caller, params.productId!, body),
  }),
  api({
    method: 'PATCH',
    path: `${CUSTOMIZATIONS}/:id`,
    uuids: ['productId', 'id'],
    body: customizationSchema,
    response: customizationAnswer,
    doc: {
      summary: 'Change some checkout texts; the checkout shows them at once',
      answers: 'The whole updated customization',
      example: { buttonText: 'Buy the mug' },
      errors: { ...BODY_ERRORS, ...ONE_ERRORS },
    },
    handle: ({ gateway, caller, params, body }) =>
      gateway.customizations.update(caller, params.productId!, params.id!, body),
  }),
  api({
    method: 'DELETE',
    path: `${CUSTOMIZATIONS}/:id`,
    uuids: ['productId', 'id'],
    response: 'empty',
    doc: {
      summary: 'Remove a customization; other locales’ texts stay',
      answers: '200 with an empty body',
      errors: ONE_ERRORS,
    },
    handle: ({ gateway, caller, params }) => gateway.customizations.remove(caller, params.productId!, params.id!),
  }),
];
