import { describe, expect, it } from 'vitest';
import { replaceValues, valuesGiven } from './answer-references';

const ID = '01A20FA3-1111-7000-8000-0000000000AA';

describe('what an answer gives a later request', () => {
  it('gives every UUID, texts under keys that name records, and such query parameters of links, each with its path', () => {
    const answer = {
      id: ID,
      name: 'Mugs shop',
      keys: [{ id: '01a20fa3-2222-7000-8000-0000000000bb', key: 'sk_test_x' }],
      productIds: ['shortish-1'],
      externalId: 'order-123',
      short: { externalId: 'o-1' },
      redirectUrl: 'https://app.test/#/checkout/p?externalId=Ab3dE6gH9k&lang=pl',
      'odd key': { id: '01a20fa3-3333-7000-8000-0000000000cc' },
    };

    expect(valuesGiven(JSON.stringify(answer))).toEqual([
      [ID.toLowerCase(), 'id'],
      ['01a20fa3-2222-7000-8000-0000000000bb', 'keys.0.id'],
      ['shortish-1', 'productIds.0'],
      ['order-123', 'externalId'],
      ['Ab3dE6gH9k', 'redirectUrl.externalId'],
    ]);
    expect(valuesGiven('not json')).toEqual([]);
  });

  it('replaces whole path segments, query values, body texts and header values, and UUIDs inside longer texts', () => {
    const known = new Map([
      [ID.toLowerCase(), '{{0.id}}'],
      ['Ab3dE6gH9k', '{{1.redirectUrl.externalId}}'],
    ]);
    const step = {
      method: 'POST',
      url: `https://api.test/x/${ID}/y/Ab3dE6gH9k?hash=Ab3dE6gH9k&other=Ab3dE6gH9kX`,
      headers: { 'X-API-KEY': 'Ab3dE6gH9k', 'X-Ref': 'Ab3dE6gH9k' },
      body: { ids: [ID], note: `see ${ID.toLowerCase()}!`, hash: 'Ab3dE6gH9k', n: 3 },
    };

    expect(replaceValues(step, (value) => known.get(value))).toEqual({
      method: 'POST',
      url: 'https://api.test/x/{{0.id}}/y/{{1.redirectUrl.externalId}}?hash={{1.redirectUrl.externalId}}&other=Ab3dE6gH9kX',
      headers: { 'X-API-KEY': 'Ab3dE6gH9k', 'X-Ref': '{{1.redirectUrl.externalId}}' },
      body: { ids: ['{{0.id}}'], note: 'see {{0.id}}!', hash: '{{1.redirectUrl.externalId}}', n: 3 },
    });
  });
});
