import { describe, expect, it } from 'vitest';
import type { FormField } from '../../gateway/core/stored-records';
import { diffFields } from './form-diff';

const field = (id: string, fields: Partial<FormField> = {}): FormField => ({
  id,
  name: id,
  type: 'TEXT',
  labels: {},
  validators: {},
  ...fields,
});

describe('diffFields', () => {
  it('a field only in the later version is added and one only in the earlier is removed', () => {
    expect(diffFields([field('a'), field('b')], [field('a'), field('c')])).toEqual([
      { kind: 'same', field: field('a') },
      { kind: 'added', field: field('c') },
      { kind: 'removed', field: field('b') },
    ]);
  });

  it('a renamed field with the same id is a change naming what changed', () => {
    const before = field('a', { name: 'email', validators: { required: true } });
    const after = field('a', { name: 'mail', validators: { required: false } });

    expect(diffFields([before], [after])).toEqual([{ kind: 'changed', field: after, before, properties: ['name', 'validators'] }]);
  });

  it('two equal versions have no changes', () => {
    expect(diffFields([field('a')], [field('a')]).map((change) => change.kind)).toEqual(['same']);
  });
});
