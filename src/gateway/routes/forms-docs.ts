/** What the OpenAPI document says about each route of `forms.ts`, by method and path. */
import { AUTH_ERRORS, BODY_ERRORS, PRODUCT_ERRORS, UUID_ERRORS } from './route-errors';
import { z } from 'zod';
import { formAnswer, formFieldAnswer } from '../schemas';
import type { RouteDocs } from './route-doc';
import type { formRoutes } from './forms';

const LIST_ERRORS = { ...AUTH_ERRORS, ...PRODUCT_ERRORS, ...UUID_ERRORS };
const FORM_ERRORS = { ...LIST_ERRORS, 404: 'No such product, form or field' };
const FIELD_EXAMPLE = {
  name: 'nip',
  type: 'TEXT',
  labels: { pl: 'NIP', en: 'Tax number' },
  validators: { required: true, maxLength: 10, pattern: '^[0-9]{10}$' },
};

export const formDocs: RouteDocs<typeof formRoutes> = {
  'GET /api/pay/product/:productId/form': {
    response: z.array(formAnswer),
    summary: 'List a product’s forms',
    answers: 'An array of form versions',
    errors: LIST_ERRORS,
  },
  'POST /api/pay/product/:productId/form': {
    response: formAnswer,
    summary: 'Start a new form (version 1, current)',
    answers: 'The form `{id, version, isCurrent, fields}`; the sent version and isCurrent are ignored',
    example: { fields: [FIELD_EXAMPLE], version: 1, isCurrent: true },
    errors: { ...BODY_ERRORS, ...LIST_ERRORS },
    quirks: ['The sent `version` and `isCurrent` are ignored: a new form is always version 1, current.'],
  },
  'GET /api/pay/product/:productId/form/field/:fieldId': {
    response: formFieldAnswer,
    summary: 'Read a field of a form’s current version',
    answers: 'The field `{name, type, labels, validators}`',
    errors: FORM_ERRORS,
  },
  'GET /api/pay/product/:productId/form/:formId': {
    response: formAnswer,
    summary: 'Read one form version',
    answers: 'The form with fields, version and isCurrent',
    errors: FORM_ERRORS,
  },
  'DELETE /api/pay/product/:productId/form/:formId': {
    summary: 'Delete a form, every version of it; completed purchases keep their data',
    answers: '200 with an empty body',
    errors: FORM_ERRORS,
    quirks: ['Deleting any version’s id deletes the whole form, every version of it.'],
  },
  'POST /api/pay/product/:productId/form/:formId/fields': {
    response: formAnswer,
    summary: 'Add a field: a new current version',
    answers: 'The new version `{id, version, isCurrent: true, fields}`',
    example: { name: 'phone', type: 'PHONE', labels: { pl: 'Telefon', en: 'Phone' }, validators: { required: false } },
    errors: { ...BODY_ERRORS, ...FORM_ERRORS },
    quirks: [
      'Each change makes a new version with an id of its own, built from the form’s current version whichever version’s id the path names; the previous one loses `isCurrent`.',
    ],
  },
  'PATCH /api/pay/product/:productId/form/:formId/field/:fieldId': {
    response: formAnswer,
    summary: 'Change a field: a new current version',
    answers: 'The new version; the field keeps its id',
    example: { labels: { pl: 'NIP firmy', en: 'Company tax number' } },
    errors: { ...BODY_ERRORS, ...FORM_ERRORS },
  },
  'DELETE /api/pay/product/:productId/form/:formId/field/:fieldId': {
    response: formAnswer,
    summary: 'Remove a field: a new current version without it',
    answers: 'The new version',
    errors: FORM_ERRORS,
  },
};
