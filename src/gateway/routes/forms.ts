/** The interface's forms of a product and their fields. */
import type { z } from 'zod';
import { fieldSchema, fieldUpdateSchema, formCreateSchema } from '../schemas';
import type { formAnswer, formFieldAnswer } from '../schemas';
import { json, keyed } from './declaration';

const FORMS = '/api/pay/product/:productId/form';

type Form = typeof formAnswer;

export const formRoutes = {
  list: keyed(`GET ${FORMS}`, { uuids: ['productId'], answer: json<z.ZodArray<Form>>() }),
  create: keyed(`POST ${FORMS}`, { uuids: ['productId'], body: formCreateSchema, answer: json<Form>() }),
  getField: keyed(`GET ${FORMS}/field/:fieldId`, { uuids: ['productId', 'fieldId'], answer: json<typeof formFieldAnswer>() }),
  get: keyed(`GET ${FORMS}/:formId`, { uuids: ['productId', 'formId'], answer: json<Form>() }),
  remove: keyed(`DELETE ${FORMS}/:formId`, { uuids: ['productId', 'formId'], answer: 'empty' }),
  addField: keyed(`POST ${FORMS}/:formId/fields`, { uuids: ['productId', 'formId'], body: fieldSchema, answer: json<Form>() }),
  updateField: keyed(`PATCH ${FORMS}/:formId/field/:fieldId`, {
    uuids: ['productId', 'formId', 'fieldId'],
    body: fieldUpdateSchema,
    answer: json<Form>(),
  }),
  removeField: keyed(`DELETE ${FORMS}/:formId/field/:fieldId`, { uuids: ['productId', 'formId', 'fieldId'], answer: json<Form>() }),
};
