import { z } from 'zod';
import { optional, requiredText } from './common';

/**
 * Field types. The interface names TEXT, NUMBER, SELECT and EMAIL "and more" without the full
 * list; the sandbox accepts these common ones and answers 400 for anything else, as the real
 * service does for an unknown enum value.
 */
const FIELD_TYPES = ['TEXT', 'NUMBER', 'SELECT', 'EMAIL', 'PHONE', 'DATE', 'CHECKBOX', 'TEXTAREA'] as const;

const validators = z
  .looseObject({
    required: optional(z.boolean()),
    maxLength: optional(z.number().int().nonnegative()),
    pattern: optional(z.string().refine(isRegExp, { message: 'validators.pattern is not a valid regular expression' })),
  })
  .meta({ description: 'required, maxLength, pattern; other validators are stored as sent' });

function isRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

const fieldShape = {
  name: requiredText,
  type: z.enum(FIELD_TYPES),
  labels: optional(z.record(z.string(), z.string())).meta({
    description: 'Language code to label text',
  }),
  validators: optional(validators),
};

export const fieldSchema = z.object(fieldShape).meta({ id: 'FormField' });

/** A field PATCH: only the sent properties change. */
export const fieldUpdateSchema = z
  .object({
    name: optional(requiredText),
    type: optional(fieldShape.type),
    labels: fieldShape.labels,
    validators: fieldShape.validators,
  })
  .meta({ id: 'FormFieldUpdate' });

/** A new form; the sent `version` and `isCurrent` are ignored (a new form is version 1, current). */
export const formCreateSchema = z
  .object({
    fields: optional(z.array(fieldSchema)),
    version: optional(z.number().int()),
    isCurrent: optional(z.boolean()),
  })
  .meta({ id: 'FormCreate' });

export type FieldInput = z.output<typeof fieldSchema>;
export type FieldUpdate = z.output<typeof fieldUpdateSchema>;
export type FormCreate = z.output<typeof formCreateSchema>;
