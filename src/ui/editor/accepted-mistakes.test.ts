import { describe, expect, it } from 'vitest';
import { mistakeWarnings } from './accepted-mistakes';

/** The payment body's schema as the OpenAPI document has it, the mistakes where the gateway declares them. */
const DECIMAL = [{ kind: 'decimal', says: 'The gateway truncates it to whole grosze and answers 200: amounts are integers.' }];
const PAYMENT = {
  $ref: '#/components/schemas/PaymentCreate',
  components: {
    schemas: {
      PaymentCreate: {
        type: 'object',
        properties: {
          price: { anyOf: [{ type: 'number', 'x-accepted-mistakes': DECIMAL }, { type: 'null' }] },
          externalId: { type: ['string', 'number'] },
          details: { anyOf: [{ type: 'object', properties: { returnUrl: { type: 'string' } } }, { type: 'null' }] },
          items: { type: 'array', items: { type: 'object', properties: { price: { type: 'number', 'x-accepted-mistakes': DECIMAL } } } },
        },
        'x-accepted-mistakes': [
          { kind: 'misplaced', field: 'amount', instead: 'price', says: '`amount` is ignored.' },
          { kind: 'misplaced', field: 'returnUrl', instead: 'details.returnUrl', says: '`returnUrl` belongs in `details`.' },
          { kind: 'missing', field: 'price', says: 'No `price`: still 200.' },
          { kind: 'missing', field: 'details.returnUrl', says: 'No `details.returnUrl`: still 200.' },
        ],
      },
    },
  },
};

/** Each warning as the text it underlines and its message. */
function warned(text: string) {
  return mistakeWarnings(PAYMENT, text).map(({ offset, length, message }) => [text.slice(offset, offset + length), message]);
}

describe('warnings on the interface’s “wrong but 200” mistakes', () => {
  it('underline amount sent for price, and returnUrl outside details, by their names', () => {
    expect(warned('{"amount": 1299, "externalId": "o-1", "returnUrl": "https://shop.example", "details": {}}')).toEqual([
      ['"amount"', '`amount` is ignored.'],
      ['"returnUrl"', '`returnUrl` belongs in `details`.'],
      ['{', 'No `price`: still 200.'],
      ['"details"', 'No `details.returnUrl`: still 200.'],
    ]);
  });

  it('underline a decimal price by its digits, saying what it is taken as, in arrays too', () => {
    const text =
      '{"price": 12.99, "externalId": "o-2", "details": {"returnUrl": "https://shop.example"}, "items": [{"price": 5}, {"price": 0.5}]}';
    expect(warned(text)).toEqual([
      ['12.99', 'price 12.99 is taken as 12. The gateway truncates it to whole grosze and answers 200: amounts are integers.'],
      ['0.5', 'items[1].price 0.5 is taken as 0. The gateway truncates it to whole grosze and answers 200: amounts are integers.'],
    ]);
  });

  it('are none for a well-formed body, and none while the text is not JSON', () => {
    expect(warned('{"price": 1299, "externalId": "o-3", "details": {"returnUrl": "https://shop.example"}}')).toEqual([]);
    // Beside the field it stands for, `amount` is one more unknown field, not a price lost.
    expect(warned('{"price": 1299, "amount": 1299, "externalId": "o-3", "details": {"returnUrl": "https://shop.example"}}')).toEqual([]);
    expect(warned('{"amount": 1299,')).toEqual([]);
  });
});

describe('the gateway’s own declarations', () => {
  it('reach the editor through the OpenAPI document: a payment’s amount, top-level returnUrl and decimal price', async () => {
    const { openApiDocument } = await import('../../http/openapi');
    const { BROWSER_HOSTS } = await import('../../http/hosts');
    const { operationsOf } = await import('../console/catalogue/catalogue');
    const operations = operationsOf(JSON.parse(JSON.stringify(openApiDocument(BROWSER_HOSTS))));
    const create = operations.find((operation) => operation.method === 'POST' && operation.path.endsWith('/subproduct/pricing'))!;
    const messages = (text: string) => mistakeWarnings(create.bodySchema!, text).map(({ message }) => message);
    expect(messages('{"amount": 1299, "externalId": "o-1", "returnUrl": "https://shop.example"}')).toEqual([
      '`amount` is not a field of the interface: the gateway ignores it and answers 200, and the payment has no price. Send `price`.',
      '`returnUrl` is read only inside `details`: at the top level the gateway ignores it and answers 200, and the checkout has no way back to the shop.',
      'Without `price` the gateway still creates the payment (200), with no amount.',
      'Without `details.returnUrl` the gateway still creates the payment (200), and the checkout has no way back to the shop.',
    ]);
    expect(messages('{"amount": 1299, "price": 12.99, "externalId": "o-2", "details": {"returnUrl": "https://shop.example"}}')).toEqual([
      'price 12.99 is taken as 12. The gateway truncates it to whole grosze and answers 200: amounts are integers.',
    ]);
  });
});
