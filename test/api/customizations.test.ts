import { describe, expect } from 'vitest';
import { expectError, secondProduct, sortedById, test, UNKNOWN_ID, type Account } from '../support/scene';

const customizationsOf = (productId: string) => `/api/pay/product/${productId}/customization`;

const POLISH = {
  title: 'Zapłać za zamówienie',
  subtitle: 'Sklep testowy',
  buttonText: 'Zapłać',
  summaryHeader: 'Podsumowanie',
  summaryFirstLine: 'Bilet normalny',
  summarySecondLine: 'Dostawa gratis',
  cardDescription: 'Bilet na koncert',
  locale: 'pl-PL',
};
const ENGLISH = { title: 'Pay for your order', buttonText: 'Pay', locale: 'en-GB' };

async function createCustomization(account: Account, body: object) {
  const reply = await account.api('POST', customizationsOf(account.productId), body);
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('customizations', () => {
  test('a created customization answers all eight texts with its id and reads back the same', async ({ scene: { owner } }) => {
    const created = await createCustomization(owner, POLISH);

    expect(created).toMatchObject({ id: expect.any(String), ...POLISH });
    expect(await owner.api('GET', `${customizationsOf(owner.productId)}/${created.id}`)).toEqual({
      status: 200,
      body: created,
    });
  });

  test('several customizations with different locales live side by side in the list', async ({ scene: { owner } }) => {
    const polish = await createCustomization(owner, POLISH);
    const english = await createCustomization(owner, ENGLISH);
    const german = await createCustomization(owner, { title: 'Bezahlen', locale: 'de-DE' });

    const { status, body } = await owner.api('GET', customizationsOf(owner.productId));
    expect(status).toBe(200);
    expect(sortedById(body)).toEqual(sortedById([polish, english, german]));
  });

  test('a product without customizations lists an empty array', async ({ scene: { owner } }) => {
    expect(await owner.api('GET', customizationsOf(owner.productId))).toEqual({ status: 200, body: [] });
  });

  test('a PATCH changes only the sent texts and answers the whole customization', async ({ scene: { owner } }) => {
    const created = await createCustomization(owner, POLISH);
    const path = `${customizationsOf(owner.productId)}/${created.id}`;

    const patched = await owner.api('PATCH', path, { buttonText: 'Płacę', summarySecondLine: 'Odbiór osobisty' });

    expect(patched).toMatchObject({
      status: 200,
      body: { ...POLISH, id: created.id, buttonText: 'Płacę', summarySecondLine: 'Odbiór osobisty' },
    });
    expect((await owner.api('GET', path)).body).toEqual(patched.body);
  });

  test('a PATCH can add a text the customization did not have', async ({ scene: { owner } }) => {
    const created = await createCustomization(owner, ENGLISH);

    const { body } = await owner.api('PATCH', `${customizationsOf(owner.productId)}/${created.id}`, {
      subtitle: 'Test shop',
    });

    expect(body).toMatchObject({ ...ENGLISH, subtitle: 'Test shop' });
  });

  test('a DELETE answers 200 and removes only that customization', async ({ scene: { owner } }) => {
    const polish = await createCustomization(owner, POLISH);
    const english = await createCustomization(owner, ENGLISH);
    const path = `${customizationsOf(owner.productId)}/${polish.id}`;

    expect((await owner.api('DELETE', path)).status).toBe(200);

    expect((await owner.api('GET', customizationsOf(owner.productId))).body).toEqual([english]);
    expectError(await owner.api('GET', path), 404);
    expectError(await owner.api('PATCH', path, { title: 'x' }), 404);
    expectError(await owner.api('DELETE', path), 404);
  });

  test('unknown fields are ignored and a text that is not a string answers 400', async ({ scene: { owner } }) => {
    const created = await createCustomization(owner, { ...ENGLISH, colour: 'red' });
    expect(created).not.toHaveProperty('colour');

    expectError(await owner.api('POST', customizationsOf(owner.productId), { title: 5 }), 400);
    expectError(await owner.api('PATCH', `${customizationsOf(owner.productId)}/${created.id}`, { locale: ['en-GB'] }), 400);
    expect((await owner.api('GET', customizationsOf(owner.productId))).body).toEqual([created]);
  });

  test('an unknown customization answers 404', async ({ scene: { owner } }) => {
    const path = `${customizationsOf(owner.productId)}/${UNKNOWN_ID}`;

    expectError(await owner.api('GET', path), 404);
    expectError(await owner.api('PATCH', path, { title: 'x' }), 404);
    expectError(await owner.api('DELETE', path), 404);
  });

  test('a customization of another product of the same partner answers 404', async ({ scene: { owner } }) => {
    const created = await createCustomization(owner, POLISH);
    const second = await secondProduct(owner);

    expectError(await owner.api('GET', `${customizationsOf(second.id)}/${created.id}`), 404);
  });

  test('another partner’s product answers 403 and its customizations stay unchanged', async ({ scene: { owner, stranger } }) => {
    const created = await createCustomization(owner, POLISH);
    const path = `${customizationsOf(owner.productId)}/${created.id}`;
    const refusal = `Product ${owner.productId} does not belong to you`;

    expectError(await stranger.api('GET', customizationsOf(owner.productId)), 403, refusal);
    expectError(await stranger.api('POST', customizationsOf(owner.productId), ENGLISH), 403, refusal);
    expectError(await stranger.api('GET', path), 403, refusal);
    expectError(await stranger.api('PATCH', path, { title: 'x' }), 403, refusal);
    expectError(await stranger.api('DELETE', path), 403, refusal);
    expect((await owner.api('GET', customizationsOf(owner.productId))).body).toEqual([created]);
  });

  test('a malformed UUID in the path answers 500', async ({ scene: { owner } }) => {
    expectError(await owner.api('GET', `${customizationsOf(owner.productId)}/pl-PL`), 500, 'Something went wrong');
  });
});
