/**
 * What changed between two versions of a form, field by field. A field keeps its id across
 * versions, so fields are matched by id, and a rename is a change, not a removal and an addition.
 */
import type { FormField } from '../../gateway';

export type FieldChange =
  | { kind: 'added'; field: FormField }
  | { kind: 'removed'; field: FormField }
  | { kind: 'changed'; field: FormField; before: FormField; properties: string[] }
  | { kind: 'same'; field: FormField };

const PROPERTIES = ['name', 'type', 'labels', 'validators'] as const;

/** The fields of `after` against `before`, in `after`'s order, then the removed ones. */
export function diffFields(before: readonly FormField[], after: readonly FormField[]): FieldChange[] {
  const earlier = new Map(before.map((field) => [field.id, field]));
  const changes: FieldChange[] = after.map((field) => {
    const previous = earlier.get(field.id);
    if (!previous) return { kind: 'added', field };
    const properties = PROPERTIES.filter((name) => JSON.stringify(previous[name]) !== JSON.stringify(field[name]));
    return properties.length > 0 ? { kind: 'changed', field, before: previous, properties } : { kind: 'same', field };
  });
  const kept = new Set(after.map((field) => field.id));
  return [...changes, ...before.filter((field) => !kept.has(field.id)).map((field) => ({ kind: 'removed' as const, field }))];
}
