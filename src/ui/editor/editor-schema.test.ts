import { describe, expect, it } from 'vitest';
import { editorSchema } from './editor-schema';

const NULL_UNOFFERED = { not: { type: ['string', 'number', 'boolean', 'object', 'array'] } };

describe('a body schema as the editor offers it', () => {
  it('gives each enum value its description where Monaco reads it', () => {
    expect(editorSchema({ type: 'string', enum: ['svg', 'png'], 'x-enumDescriptions': ['An SVG banner.', 'A PNG banner.'] })).toEqual({
      type: 'string',
      enum: ['svg', 'png'],
      markdownEnumDescriptions: ['An SVG banner.', 'A PNG banner.'],
    });
  });

  it('still takes null where the document does, without naming the type that would have it offered', () => {
    const schema = {
      type: 'object',
      properties: {
        productType: { anyOf: [{ type: 'string', enum: ['PAY'] }, { type: 'null' }] },
        fullName: { description: 'Full company name', type: ['string', 'null'] },
        externalId: { type: ['string', 'number'] },
      },
    };
    expect(editorSchema(schema)).toEqual({
      type: 'object',
      properties: {
        productType: { anyOf: [{ type: 'string', enum: ['PAY'] }, NULL_UNOFFERED] },
        fullName: { description: 'Full company name', anyOf: [{ type: 'string' }, NULL_UNOFFERED] },
        externalId: { type: ['string', 'number'] },
      },
    });
  });
});
