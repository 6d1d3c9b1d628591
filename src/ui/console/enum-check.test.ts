import { describe, expect, it } from 'vitest';
import { enumMismatches } from './enum-check';

const schema = {
  $ref: '#/components/schemas/Body',
  components: {
    schemas: {
      Body: {
        type: 'object',
        properties: {
          kind: { type: 'string', enum: ['PAY'] },
          method: { nullable: true, type: 'string', enum: ['POST', 'PUT'] },
          steps: { type: 'array', items: { type: 'object', properties: { on: { anyOf: [{ enum: ['A', 'B'] }, { type: 'null' }] } } } },
          free: { type: 'object', additionalProperties: {} },
        },
      },
    },
  },
};

describe('enum fields holding a value their schema does not list', () => {
  it('are named with their path and the values they take, through references, arrays and unions', () => {
    expect(enumMismatches(schema, { kind: 'PAYMENT', method: 'GET', steps: [{ on: 'A' }, { on: 'C' }], free: { kind: 'x' } })).toEqual([
      { path: 'kind', value: 'PAYMENT', allowed: ['PAY'] },
      { path: 'method', value: 'GET', allowed: ['POST', 'PUT'] },
      { path: 'steps[1].on', value: 'C', allowed: ['A', 'B'] },
    ]);
  });

  it('are none for listed values, null where the field is nullable, and fields the schema does not know', () => {
    expect(enumMismatches(schema, { kind: 'PAY', method: null, steps: [{ on: null }], other: 'PAYMENT' })).toEqual([]);
  });
});
