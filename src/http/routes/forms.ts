import { fieldSchema, fieldUpdateSchema, formCreateSchema } from '../../gateway/schemas/form';
import { api } from '../route';
import { AUTH_ERRORS, BODY_ERRORS, PRODUCT_ERRORS, UUID_ERRORS } from '../route-errors';
import { z } from 'zod';
import { formAnswer, formFieldAnswer } from '../../gateway/schemas/answers';

const FORMS = '/api/pay/product/:productId/form';
const LIST_ERRORS = { ...AUTH_ERRORS, ...PRODUCT_ERRORS, ...UUID_ERRORS };
const FORM_ERRORS = { ...LIST_ERRORS, 404: 'No such product, form or field' };
const FIELD_EXAMPLE = {
  name: 'nip',
  type: 'TEXT',
  labels: { pl: 'NIP', en: 'Tax number' },
  validators: { required: true, maxLength: 10, pattern: '^[0-9]{10}$' },
};

export const formRoutes = [
  api({
    method: 'GET',
    path: FORMS,
    uuids: ['productId'],
    response: z.array(formAnswer),
    doc: { summary: 'List a product’s forms', answers: 'An array of form versions', errors: LIST_ERRORS },
    handle: ({ gateway, caller, params }) => gateway.forms.list(caller, params.productId!),
  }),
  api({
    method: 'POST',
    path: FORMS,
    uuids: ['productId'],
    body: formCreateSchema,
    response: formAnswer,
    doc: {
      summary: 'Start a new form (version 1, current)',
      answers: 'The form `{id, version, isCurrent, fields}`; the sent version and isCurrent are ignored',
      example: { fields: [FIELD_EXAMPLE], version: 1, isCurrent: true },
      errors: { ...BODY_ERRORS, ...LIST_ERRORS },
      quirks: ['The sent `version` and `isCurrent` are ignored: a new form is always version 1, current.'],
    },
    handle: ({ gateway, caller, params, body }) => gateway.forms.create(caller, params.productId!, body),
  }),
  api({
    method: 'GET',
    path: `${FORMS}/field/:fieldId`,
    uuids: ['productId', 'fieldId'],
    response: formFieldAnswer,
    doc: {
      summary: 'Read a field of a form’s current version',
      answers: 'The field `{name, type, labels, validators}`',
      errors: FORM_ERRORS,
    },
    handle: ({ gateway, caller, params }) => gateway.forms.getField(caller, params.productId!, params.fieldId!),
  }),
  api({
    method: 'GET',
    path: `${FORMS}/:formId`,
    uuids: ['productId', 'formId'],
    response: formAnswer,
    doc: { summary: 'Read one form version', answers: 'The form with fields, version and isCurrent', errors: FORM_ERRORS },
    handle: ({ gateway, caller, params }) => gateway.forms.get(caller, params.productId!, params.formId!),
  }),
  api({
    method: 'DELETE',
    path: `${FORMS}/:formId`,
    uuids: ['productId', 'formId'],
    response: 'empty',
    doc: {
      summary: 'Delete a form, every version of it; completed purchases keep their data',
      answers: '200 with an empty body',
      errors: FORM_ERRORS,
      quirks: ['Deleting any version’s id deletes the whole form, every version of it.'],
    },
    handle: ({ gateway, caller, params }) => gateway.forms.remove(caller, params.productId!, params.formId!),
  }),
  api({
    method: 'POST',
    path: `${FORMS}/:formId/fields`,
    uuids: ['productId', 'formId'],
    body: fieldSchema,
    response: formAnswer,
    doc: {
      summary: 'Add a field: a new current version',
      answers: 'The new version `{id, version, isCurrent: true, fields}`',
      example: { name: 'phone', type: 'PHONE', labels: { pl: 'Telefon', en: 'Phone' }, validators: { required: false } },
      errors: { ...BODY_ERRORS, ...FORM_ERRORS },
      quirks: ['Each change makes a new version with an id of its own, built from the form’s current version whichever version’s id the path names; the previous one loses `isCurrent`.'],
    },
    handle: ({ gateway, caller, params, body }) =>
      gateway.forms.addField(caller, params.productId!, params.formId!, body),
  }),
  api({
    method: 'PATCH',
    path: `${FORMS}/:formId/field/:fieldId`,
    uuids: ['productId', 'formId', 'fieldId'],
    body: fieldUpdateSchema,
    response: formAnswer,
    doc: {
      summary: 'Change a field: a new current version',
      answers: 'The new version; the field keeps its id',
      example: { labels: { pl: 'NIP firmy', en: 'Company tax number' } },
      errors: { ...BODY_ERRORS, ...FORM_ERRORS },
    },
    handle: ({ gateway, caller, params, body }) =>
      gateway.forms.updateField(caller, params.productId!, params.formId!, params.fieldId!, body),
  }),
  api({
    method: 'DELETE',
    path: `${FORMS}/:formId/field/:fieldId`,
    uuids: ['productId', 'formId', 'fieldId'],
    response: formAnswer,
    doc: { summary: 'Remove a field: a new current version without it', answers: 'The new version', errors: FORM_ERRORS },
    handle: ({ gateway, caller, params }) =>
      gateway.forms.removeField(caller, params.productId!, params.formId!, params.fieldId!),
  }),
];
