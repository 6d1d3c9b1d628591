import { fieldSchema, fieldUpdateSchema, formAnswer, formCreateSchema, formFieldAnswer } from '../../gateway/schemas';
import { api } from '../route';
import { z } from 'zod';

const FORMS = '/api/pay/product/:productId/form';

export const formRoutes = [
  api({
    method: 'GET',
    path: FORMS,
    uuids: ['productId'],
    response: z.array(formAnswer),
    handle: ({ gateway, caller, params }) => gateway.forms.list(caller, params.productId!),
  }),
  api({
    method: 'POST',
    path: FORMS,
    uuids: ['productId'],
    body: formCreateSchema,
    response: formAnswer,
    handle: ({ gateway, caller, params, body }) => gateway.forms.create(caller, params.productId!, body),
  }),
  api({
    method: 'GET',
    path: `${FORMS}/field/:fieldId`,
    uuids: ['productId', 'fieldId'],
    response: formFieldAnswer,
    handle: ({ gateway, caller, params }) => gateway.forms.getField(caller, params.productId!, params.fieldId!),
  }),
  api({
    method: 'GET',
    path: `${FORMS}/:formId`,
    uuids: ['productId', 'formId'],
    response: formAnswer,
    handle: ({ gateway, caller, params }) => gateway.forms.get(caller, params.productId!, params.formId!),
  }),
  api({
    method: 'DELETE',
    path: `${FORMS}/:formId`,
    uuids: ['productId', 'formId'],
    response: 'empty',
    handle: ({ gateway, caller, params }) => gateway.forms.remove(caller, params.productId!, params.formId!),
  }),
  api({
    method: 'POST',
    path: `${FORMS}/:formId/fields`,
    uuids: ['productId', 'formId'],
    body: fieldSchema,
    response: formAnswer,
    handle: ({ gateway, caller, params, body }) => gateway.forms.addField(caller, params.productId!, params.formId!, body),
  }),
  api({
    method: 'PATCH',
    path: `${FORMS}/:formId/field/:fieldId`,
    uuids: ['productId', 'formId', 'fieldId'],
    body: fieldUpdateSchema,
    response: formAnswer,
    handle: ({ gateway, caller, params, body }) =>
      gateway.forms.updateField(caller, params.productId!, params.formId!, params.fieldId!, body),
  }),
  api({
    method: 'DELETE',
    path: `${FORMS}/:formId/field/:fieldId`,
    uuids: ['productId', 'formId', 'fieldId'],
    response: formAnswer,
    handle: ({ gateway, caller, params }) => gateway.forms.removeField(caller, params.productId!, params.formId!, params.fieldId!),
  }),
];
