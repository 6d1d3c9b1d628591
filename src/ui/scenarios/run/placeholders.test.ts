import { describe, expect, it } from 'vitest';
import { fillPlaceholders, fillText, PlaceholderError, type PlaceholderValues } from './placeholders';

const values: PlaceholderValues = {
  key: 'sk_test_a',
  liveKey: 'sk_live_b',
  partnerId: 'p-1',
  run: 'r4nd',
  answers: [{ id: 'prod-1', price: 1299, items: [{ code: 'x' }] }, { redirectUrl: 'https://app/#/checkout/prod-1?externalId=h' }],
};

describe('scenario placeholders', () => {
  it('fills the keys, the partner and the run string inside text', () => {
    expect(fillText('{{key}} {{liveKey}} {{partnerId}} mugs-{{run}}', values)).toBe('sk_test_a sk_live_b p-1 mugs-r4nd');
  });

  it('fills values from earlier answers by step and path, arrays included', () => {
    expect(fillText('/product/{{0.id}}/x/{{0.items.0.code}}', values)).toBe('/product/prod-1/x/x');
    expect(fillText('{{1.redirectUrl}}', values)).toBe('https://app/#/checkout/prod-1?externalId=h');
  });

  it('reads a query parameter of a link an answer gave, as the payment hash inside a redirectUrl', () => {
    expect(fillText('/subproduct/{{1.redirectUrl.externalId}}/status', values)).toBe('/subproduct/h/status');
    expect(() => fillText('{{1.redirectUrl.other}}', values)).toThrow('the answer of step 1 has no redirectUrl.other');
  });

  it('keeps the JSON type of a value that is a whole string, and walks objects and arrays', () => {
    expect(fillPlaceholders({ price: '{{0.price}}', note: 'costs {{0.price}}', tags: ['{{run}}'], n: 3 }, values)).toEqual({
      price: 1299,
      note: 'costs 1299',
      tags: ['r4nd'],
      n: 3,
    });
  });

  it("leaves names that are not the scenario's as written, such as a webhook template's", () => {
    expect(fillPlaceholders({ order: '{{externalId}}', state: '{{status}}', open: '{{key' }, values)).toEqual({
      order: '{{externalId}}',
      state: '{{status}}',
      open: '{{key',
    });
  });

  it('names the step and path when an answer lacks the value or the step has not run', () => {
    expect(() => fillText('{{0.missing}}', values)).toThrow(new PlaceholderError('{{0.missing}}: the answer of step 0 has no missing.'));
    expect(() => fillText('{{2.id}}', values)).toThrow(PlaceholderError);
    expect(() => fillText('{{2.id}}', values)).toThrow('step 2, which has not run yet');
  });
});
