/**
 * Forms, versioned: each field add, edit or removal builds a new version from the form's current
 * one, and the new version becomes current. Every version is a record with its own id.
 */
import { type Caller, loadOwnedProduct } from '../access';
import { errors, type FormField, type FormVersion, type GatewayDeps, newUuid, sentFields, type Tx, withEpochSeconds } from '../core';
import type { FieldInput, FieldUpdate, FormCreate } from '../schemas';

export function formsModule({ store, clock }: GatewayDeps) {
  /** Builds the next version of the form that `formId` belongs to and stores it as current. */
  function newVersion(caller: Caller, productId: string, formId: string, edit: (fields: FormField[]) => FormField[]) {
    return store.write(async (tx) => {
      const versions = await loadFormVersions(tx, caller, productId, formId);
      const current = versions.find((version) => version.isCurrent) ?? versions.at(-1)!;
      const next: FormVersion = {
        ...current,
        id: newUuid(),
        version: Math.max(...versions.map((version) => version.version)) + 1,
        isCurrent: true,
        fields: edit(current.fields),
        createdAt: clock.now(),
      };
      for (const version of versions.filter((v) => v.isCurrent)) {
        await tx.put('forms', { ...version, isCurrent: false });
      }
      await tx.put('forms', next);
      return formView(next);
    });
  }

  return {
    list(caller: Caller, productId: string) {
      return store.read(async (tx) => {
        await loadOwnedProduct(tx, caller, productId);
        const versions = await tx.find('forms', 'byProduct', productId);
        return versions.map(formView);
      });
    },

    get(caller: Caller, productId: string, formId: string) {
      return store.read(async (tx) => formView(await loadFormVersion(tx, caller, productId, formId)));
    },

    create(caller: Caller, productId: string, input: FormCreate) {
      return store.write(async (tx) => {
        await loadOwnedProduct(tx, caller, productId);
        const id = newUuid();
        const form: FormVersion = {
          id,
          formKey: id,
          productId,
          version: 1,
          isCurrent: true,
          fields: (input.fields ?? []).map(newField),
          createdAt: clock.now(),
        };
        await tx.put('forms', form);
        return formView(form);
      });
    },

    /** Deleting any version's id deletes the whole form; completed purchases keep their data. */
    remove(caller: Caller, productId: string, formId: string) {
      return store.write(async (tx) => {
        for (const version of await loadFormVersions(tx, caller, productId, formId)) {
          await tx.delete('forms', version.id);
        }
      });
    },

    /** A field as the current version of its form holds it. */
    getField(caller: Caller, productId: string, fieldId: string) {
      return store.read(async (tx) => {
        await loadOwnedProduct(tx, caller, productId);
        const versions = await tx.find('forms', 'byProduct', productId);
        const field = versions
          .filter((version) => version.isCurrent)
          .flatMap((version) => version.fields)
          .find((candidate) => candidate.id === fieldId);
        if (!field) throw errors.notFound('FormFieldEntity');
        return field;
      });
    },

    addField(caller: Caller, productId: string, formId: string, input: FieldInput) {
      return newVersion(caller, productId, formId, (fields) => [...fields, newField(input)]);
    },

    updateField(caller: Caller, productId: string, formId: string, fieldId: string, changes: FieldUpdate) {
      return newVersion(caller, productId, formId, (fields) => {
        const field = findField(fields, fieldId);
        const updated = { ...field, ...sentFields(changes) };
        return fields.map((candidate) => (candidate === field ? updated : candidate));
      });
    },

    removeField(caller: Caller, productId: string, formId: string, fieldId: string) {
      return newVersion(caller, productId, formId, (fields) => {
        const field = findField(fields, fieldId);
        return fields.filter((candidate) => candidate !== field);
      });
    },
  };
}

function newField(input: FieldInput): FormField {
  return { id: newUuid(), name: input.name, type: input.type, labels: input.labels ?? {}, validators: input.validators ?? {} };
}

function findField(fields: FormField[], fieldId: string): FormField {
  const field = fields.find((candidate) => candidate.id === fieldId);
  if (!field) throw errors.notFound('FormFieldEntity');
  return field;
}

async function loadFormVersion(tx: Tx, caller: Caller, productId: string, formId: string) {
  await loadOwnedProduct(tx, caller, productId);
  const form = await tx.get('forms', formId);
  if (!form || form.productId !== productId) throw errors.notFound('FormEntity');
  return form;
}

/** Every version of the form that `formId` is a version of, oldest first. */
async function loadFormVersions(tx: Tx, caller: Caller, productId: string, formId: string) {
  const form = await loadFormVersion(tx, caller, productId, formId);
  const versions = await tx.find('forms', 'byFormKey', form.formKey);
  return versions.sort((a, b) => a.version - b.version);
}

function formView({ formKey: _formKey, ...form }: FormVersion) {
  return withEpochSeconds(form);
}
