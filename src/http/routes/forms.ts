/** What the interface's form routes do (declared in `gateway/routes/forms.ts`). */
import type { formRoutes } from '../../gateway/routes';
import type { HandlersOf } from '../route';

export const formHandlers = {
  list: ({ gateway, caller, params }) => gateway.forms.list(caller, params.productId),
  create: ({ gateway, caller, params, body }) => gateway.forms.create(caller, params.productId, body),
  getField: ({ gateway, caller, params }) => gateway.forms.getField(caller, params.productId, params.fieldId),
  get: ({ gateway, caller, params }) => gateway.forms.get(caller, params.productId, params.formId),
  remove: ({ gateway, caller, params }) => gateway.forms.remove(caller, params.productId, params.formId),
  addField: ({ gateway, caller, params, body }) => gateway.forms.addField(caller, params.productId, params.formId, body),
  updateField: ({ gateway, caller, params, body }) =>
    gateway.forms.updateField(caller, params.productId, params.formId, params.fieldId, body),
  removeField: ({ gateway, caller, params }) => gateway.forms.removeField(caller, params.productId, params.formId, params.fieldId),
} satisfies HandlersOf<typeof formRoutes>;
