import { describe, expect } from 'vitest';
import { BASE } from '../support/harness';
import { expectError, secondProduct, sortedById, test, UNKNOWN_ID, type Account } from '../support/scene';

const entriesOf = (productId: string) => `/api/pay/products/${productId}/pricing/entries`;
const entryOf = (productId: string, entryId: string) => `${entriesOf(productId)}/${entryId}`;

async function createEntry(account: Account, body: object = { price: 1500, description: 'Ticket' }) {
  const reply = await account.api('POST', entriesOf(account.productId), body);
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('pricing entries', () => {
  test('a created entry is answered with its id and listed as a bare array', async ({ scene: { owner } }) => {
    const created = await createEntry(owner, { price: 2500, description: 'Adult ticket', details: { vat: 23 } });

    expect(created).toMatchObject({
      id: expect.any(String),
      productId: owner.productId,
      price: 2500,
      description: 'Adult ticket',
      details: { vat: 23 },
    });
    expect(await owner.api('GET', entriesOf(owner.productId))).toEqual({ status: 200, body: [created] });
  });

  test('a product without entries lists an empty array', async ({ scene: { owner } }) => {
    expect(await owner.api('GET', entriesOf(owner.productId))).toEqual({ status: 200, body: [] });
  });

  test('the list holds every entry of the product and no other product’s', async ({ scene: { owner, stranger } }) => {
    const first = await createEntry(owner, { price: 100 });
    const second = await createEntry(owner, { price: 200 });
    await createEntry(stranger, { price: 300 });

    const { body } = await owner.api('GET', entriesOf(owner.productId));
    expect(sortedById(body)).toEqual(sortedById([first, second]));
  });

  test('details sent as a JSON-encoded string are stored and answered as the object', async ({ scene: { owner } }) => {
    const created = await createEntry(owner, { price: 1000, details: JSON.stringify({ vat: 23, unit: 'pcs' }) });

    expect(created.details).toEqual({ vat: 23, unit: 'pcs' });
    const { body } = await owner.api('GET', entriesOf(owner.productId));
    expect(body[0].details).toEqual({ vat: 23, unit: 'pcs' });
  });

  test.for([
    ['a string that is not JSON', 'vat 23'],
    ['a JSON-encoded array', '[1,2]'],
    ['a JSON-encoded number', '23'],
    ['a JSON-encoded null', 'null'],
  ])('details as %s answers 400 and stores nothing', async ([, details], { scene: { owner } }) => {
    expectError(await owner.api('POST', entriesOf(owner.productId), { price: 1000, details }), 400);
    expect((await owner.api('GET', entriesOf(owner.productId))).body).toEqual([]);
  });

  test('a decimal price is truncated to its integer part and still answers 200', async ({ scene: { owner } }) => {
    expect((await createEntry(owner, { price: 12.99 })).price).toBe(12);
  });

  test('unknown body fields are ignored', async ({ scene: { owner } }) => {
    const created = await createEntry(owner, { price: 500, currency: 'EUR', colour: 'red' });

    expect(created.price).toBe(500);
    expect(created).not.toHaveProperty('currency');
    expect(created).not.toHaveProperty('colour');
  });

  test('a PATCH changes only the sent fields and answers the whole entry', async ({ scene: { owner } }) => {
    const created = await createEntry(owner, { price: 1000, description: 'Ticket', details: { vat: 23 } });

    const priced = await owner.api('PATCH', entryOf(owner.productId, created.id), { price: 1999.7 });
    expect(priced).toMatchObject({
      status: 200,
      body: { id: created.id, price: 1999, description: 'Ticket', details: { vat: 23 } },
    });

    const detailed = await owner.api('PATCH', entryOf(owner.productId, created.id), {
      details: JSON.stringify({ vat: 8 }),
    });
    expect(detailed.body).toMatchObject({ price: 1999, description: 'Ticket', details: { vat: 8 } });
    expect((await owner.api('GET', entriesOf(owner.productId))).body).toEqual([detailed.body]);
  });

  test('a PATCH with a non-object details string answers 400 and changes nothing', async ({ scene: { owner } }) => {
    const created = await createEntry(owner, { price: 1000, details: { vat: 23 } });

    expectError(await owner.api('PATCH', entryOf(owner.productId, created.id), { price: 5, details: 'x' }), 400);
    expect((await owner.api('GET', entriesOf(owner.productId))).body).toEqual([created]);
  });

  test('a DELETE answers 200, and the entry is gone from the list and from PATCH', async ({ scene: { owner } }) => {
    const kept = await createEntry(owner, { price: 100 });
    const removed = await createEntry(owner, { price: 200 });

    expect((await owner.api('DELETE', entryOf(owner.productId, removed.id))).status).toBe(200);

    expect((await owner.api('GET', entriesOf(owner.productId))).body).toEqual([kept]);
    expectError(await owner.api('PATCH', entryOf(owner.productId, removed.id), { price: 1 }), 404);
    expectError(await owner.api('DELETE', entryOf(owner.productId, removed.id)), 404);
  });

  test('an unknown entry answers 404 to PATCH and DELETE', async ({ scene: { owner } }) => {
    expectError(await owner.api('PATCH', entryOf(owner.productId, UNKNOWN_ID), { price: 1 }), 404);
    expectError(await owner.api('DELETE', entryOf(owner.productId, UNKNOWN_ID)), 404);
  });

  test('an entry of another product of the same partner answers 404', async ({ scene }) => {
    const { owner } = scene;
    const otherProduct = await secondProduct(owner);
    const created = await createEntry(owner);

    expectError(await owner.api('PATCH', entryOf(otherProduct.id, created.id), { price: 1 }), 404);
    expectError(await owner.api('DELETE', entryOf(otherProduct.id, created.id)), 404);
  });

  test('an unknown product answers 404 PayProductEntity not found', async ({ scene: { owner } }) => {
    expectError(await owner.api('GET', entriesOf(UNKNOWN_ID)), 404, 'PayProductEntity not found');
    expectError(await owner.api('POST', entriesOf(UNKNOWN_ID), { price: 1 }), 404, 'PayProductEntity not found');
  });

  test('another partner’s product answers 403 to every operation and is left unchanged', async ({ scene: { owner, stranger } }) => {
    const created = await createEntry(owner);
    const refusal = `Product ${owner.productId} does not belong to you`;

    expectError(await stranger.api('GET', entriesOf(owner.productId)), 403, refusal);
    expectError(await stranger.api('POST', entriesOf(owner.productId), { price: 1 }), 403, refusal);
    expectError(await stranger.api('PATCH', entryOf(owner.productId, created.id), { price: 1 }), 403, refusal);
    expectError(await stranger.api('DELETE', entryOf(owner.productId, created.id)), 403, refusal);
    expect((await owner.api('GET', entriesOf(owner.productId))).body).toEqual([created]);
  });

  test('a malformed UUID in the path answers 500', async ({ scene: { owner } }) => {
    expectError(await owner.api('GET', entriesOf('not-a-uuid')), 500, 'Something went wrong');
    expectError(await owner.api('DELETE', entryOf(owner.productId, 'not-a-uuid')), 500, 'Something went wrong');
  });

  test('a request without X-API-KEY answers 401 Missing credentials', async ({ scene: { harness, owner } }) => {
    const reply = await harness.json('GET', `${BASE}${entriesOf(owner.productId)}`);
    expectError(reply, 401, 'Missing credentials');
  });
});
