import { describe, expect, it } from 'vitest';
import { malformedFields } from './body-check';

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
          price: { anyOf: [{ type: 'number' }, { type: 'null' }] },
          retries: { type: 'integer' },
          headers: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          free: { type: 'object', additionalProperties: {} },
        },
      },
    },
  },
};

describe('fields of a body the gateway cannot read', () => {
  it('are enum values it does not list, named with their path and values, through references, arrays and unions', () => {
    expect(malformedFields(schema, { kind: 'PAYMENT', method: 'GET', steps: [{ on: 'A' }, { on: 'C' }], free: { kind: 'x' } })).toEqual([
      { path: 'kind', value: 'PAYMENT', expected: 'one of "PAY"', allowed: ['PAY'] },
      { path: 'method', value: 'GET', expected: 'one of "POST", "PUT"', allowed: ['POST', 'PUT'] },
      { path: 'steps[1].on', value: 'C', expected: 'one of "A", "B"', allowed: ['A', 'B'] },
    ]);
  });

  it('are values of the wrong JSON type: a number written as a string, a fraction for a whole number, a whole body that is no object', () => {
    expect(malformedFields(schema, { price: '1299', retries: 2.5, headers: { 'X-Shop': 'blue' } })).toEqual([
      { path: 'price', value: '1299', expected: 'a number' },
      { path: 'retries', value: 2.5, expected: 'a whole number' },
      { path: 'headers.X-Shop', value: 'blue', expected: 'an array' },
    ]);
    expect(malformedFields(schema, [1, 2])).toEqual([{ path: '', value: [1, 2], expected: 'an object' }]);
  });

  it('are none for listed values, null where the field takes it, and fields the schema does not know', () => {
    expect(malformedFields(schema, { kind: 'PAY', method: null, price: null, steps: [{ on: null }], other: 'PAYMENT' })).toEqual([]);
  });
});
