import { describe, expect, it } from 'vitest';
import { fieldsOf, parameterFields, typeOf } from './schema-fields';

const components = {
  Account: { type: 'object', description: 'A payout account', properties: { iban: { type: 'string' } }, required: ['iban'] },
  Method: { type: 'string', enum: ['GPAY', 'BLIK'] },
};

describe('a schema as table rows', () => {
  it('names each field’s type in words: formats, nullables, arrays, maps and named objects', () => {
    expect(typeOf({ type: 'string', format: 'uuid' }, components)).toBe('string (uuid)');
    expect(typeOf({ type: ['integer', 'null'] }, components)).toBe('integer or null');
    expect(typeOf({ anyOf: [{ $ref: '#/components/schemas/Account' }, { type: 'null' }] }, components)).toBe('Account or null');
    expect(typeOf({ type: 'array', items: { $ref: '#/components/schemas/Account' } }, components)).toBe('array of Account');
    expect(typeOf({ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }, components)).toBe(
      'map of array of string',
    );
    expect(typeOf({ $ref: '#/components/schemas/Method' }, components)).toBe('string');
    expect(typeOf({}, components)).toBe('any');
  });

  it('says which fields are required, what they mean, the values an enum takes, and which hold fields of their own', () => {
    const fields = fieldsOf(
      {
        type: 'object',
        properties: {
          price: { description: 'Amount in grosze', type: 'integer' },
          method: { anyOf: [{ $ref: '#/components/schemas/Method' }, { type: 'null' }] },
          account: { $ref: '#/components/schemas/Account' },
        },
        required: ['price'],
      },
      components,
    );
    expect(fields).toEqual([
      { name: 'price', type: 'integer', required: true, description: 'Amount in grosze' },
      { name: 'method', type: 'string or null', required: false, description: undefined, values: ['GPAY', 'BLIK'] },
      {
        name: 'account',
        type: 'Account',
        required: false,
        description: 'A payout account',
        nested: { $ref: '#/components/schemas/Account' },
      },
    ]);
    expect(fieldsOf(fields[2]!.nested!, components)).toEqual([{ name: 'iban', type: 'string', required: true, description: undefined }]);
  });

  it('reads an array’s items as its rows, and has none for a plain value', () => {
    expect(fieldsOf({ type: 'array', items: { $ref: '#/components/schemas/Account' } }, components).map((field) => field.name)).toEqual([
      'iban',
    ]);
    expect(fieldsOf({ type: 'string' }, components)).toEqual([]);
  });

  it('lists parameters with where they go', () => {
    expect(
      parameterFields(
        [
          { name: 'productId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          {
            name: 'env',
            in: 'query',
            required: false,
            description: 'Only this environment',
            schema: { type: 'string', enum: ['sandbox', 'production'] },
          },
        ],
        components,
      ),
    ).toEqual([
      { name: 'productId', in: 'path', type: 'string (uuid)', required: true, description: undefined },
      {
        name: 'env',
        in: 'query',
        type: 'string',
        required: false,
        description: 'Only this environment',
        values: ['sandbox', 'production'],
      },
    ]);
  });
});
