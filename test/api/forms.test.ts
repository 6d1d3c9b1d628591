import { describe, expect } from 'vitest';
import { expectError, secondProduct, test, UNKNOWN_ID, type Account } from '../support/scene';

const formsOf = (productId: string) => `/api/pay/product/${productId}/form`;

const EMAIL = { name: 'email', type: 'EMAIL', labels: { pl: 'E-mail', en: 'Email' }, validators: { required: true } };
const CITY = { name: 'city', type: 'TEXT', labels: { en: 'City' }, validators: { maxLength: 40, pattern: '^[A-Z]' } };
const AGE = { name: 'age', type: 'NUMBER' };

/** One account's forms, with paths built for its product. */
function formsApi(account: Account, productId = account.productId) {
  const forms = formsOf(productId);
  return {
    create: (body: object) => account.api('POST', forms, body),
    list: () => account.api('GET', forms),
    get: (formId: string) => account.api('GET', `${forms}/${formId}`),
    remove: (formId: string) => account.api('DELETE', `${forms}/${formId}`),
    getField: (fieldId: string) => account.api('GET', `${forms}/field/${fieldId}`),
    addField: (formId: string, field: object) => account.api('POST', `${forms}/${formId}/fields`, field),
    updateField: (formId: string, fieldId: string, changes: object) => account.api('PATCH', `${forms}/${formId}/field/${fieldId}`, changes),
    removeField: (formId: string, fieldId: string) => account.api('DELETE', `${forms}/${formId}/field/${fieldId}`),
  };
}

/** A new form with the given fields, as its version 1 answers it. */
async function createForm(account: Account, fields: object[] = [EMAIL]) {
  const reply = await formsApi(account).create({ fields });
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('forms', () => {
  test('a new form is version 1, current, and every field gets an id', async ({ scene: { owner } }) => {
    const form = await createForm(owner, [EMAIL, CITY]);

    expect(form).toMatchObject({ id: expect.any(String), version: 1, isCurrent: true });
    expect(form.fields).toEqual([
      { id: expect.any(String), ...EMAIL },
      { id: expect.any(String), ...CITY },
    ]);
    expect(form.fields[0].id).not.toBe(form.fields[1].id);
    expect(await formsApi(owner).get(form.id)).toEqual({ status: 200, body: form });
  });

  test('the version and isCurrent sent with a new form are ignored', async ({ scene: { owner } }) => {
    const { body } = await formsApi(owner).create({ fields: [AGE], version: 7, isCurrent: false });

    expect(body).toMatchObject({ version: 1, isCurrent: true });
    expect(body.fields[0]).toEqual({ id: expect.any(String), ...AGE, labels: {}, validators: {} });
  });

  test('adding a field creates a new current version and the previous one loses isCurrent', async ({ scene: { owner } }) => {
    const forms = formsApi(owner);
    const first = await createForm(owner);

    const second = await forms.addField(first.id, CITY);

    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ version: 2, isCurrent: true });
    expect(second.body.id).not.toBe(first.id);
    expect(second.body.fields).toEqual([first.fields[0], { id: expect.any(String), ...CITY }]);
    expect((await forms.get(first.id)).body).toMatchObject({ version: 1, isCurrent: false, fields: first.fields });
    expect((await forms.get(second.body.id)).body).toEqual(second.body);
  });

  test('updating a field creates a new version in which the field keeps its id', async ({ scene: { owner } }) => {
    const forms = formsApi(owner);
    const first = await createForm(owner, [EMAIL, CITY]);
    const [email, city] = first.fields;

    const second = await forms.updateField(first.id, city.id, { labels: { en: 'Town' } });

    expect(second.body).toMatchObject({ version: 2, isCurrent: true });
    expect(second.body.fields).toEqual([email, { ...city, labels: { en: 'Town' } }]);
    expect((await forms.get(first.id)).body).toMatchObject({ isCurrent: false, fields: [email, city] });
  });

  test('removing a field creates a new version without it', async ({ scene: { owner } }) => {
    const forms = formsApi(owner);
    const first = await createForm(owner, [EMAIL, CITY]);
    const [email, city] = first.fields;

    const second = await forms.removeField(first.id, email.id);

    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ version: 2, isCurrent: true, fields: [city] });
    expect((await forms.get(first.id)).body).toMatchObject({ isCurrent: false, fields: [email, city] });
  });

  test('an edit through an old version’s id builds from the current version', async ({ scene: { owner } }) => {
    const forms = formsApi(owner);
    const first = await createForm(owner, [EMAIL]);
    const second = (await forms.addField(first.id, CITY)).body;

    const third = (await forms.addField(first.id, AGE)).body;
    expect(third).toMatchObject({ version: 3, isCurrent: true });
    expect(third.fields.map((field: { name: string }) => field.name)).toEqual(['email', 'city', 'age']);

    const fourth = (await forms.removeField(second.id, third.fields[1].id)).body;
    expect(fourth.version).toBe(4);
    expect(fourth.fields.map((field: { name: string }) => field.name)).toEqual(['email', 'age']);

    const versions = (await forms.list()).body;
    expect(versions.filter((version: { isCurrent: boolean }) => version.isCurrent)).toEqual([fourth]);
  });

  test('a field keeps its id across every version', async ({ scene: { owner } }) => {
    const forms = formsApi(owner);
    const first = await createForm(owner, [EMAIL]);
    const emailId = first.fields[0].id;

    const second = (await forms.addField(first.id, CITY)).body;
    const third = (await forms.updateField(second.id, emailId, { name: 'contact' })).body;
    const fourth = (await forms.removeField(third.id, second.fields[1].id)).body;

    for (const version of [second, third, fourth]) expect(version.fields[0].id).toBe(emailId);
    expect(fourth.fields).toEqual([{ ...first.fields[0], name: 'contact' }]);
  });

  test('reading a field answers it as the current version holds it', async ({ scene: { owner } }) => {
    const forms = formsApi(owner);
    const first = await createForm(owner, [EMAIL, CITY]);
    const [email, city] = first.fields;

    expect(await forms.getField(email.id)).toEqual({ status: 200, body: email });

    await forms.updateField(first.id, email.id, { validators: { required: false, maxLength: 80 } });
    expect((await forms.getField(email.id)).body).toEqual({ ...email, validators: { required: false, maxLength: 80 } });

    await forms.removeField(first.id, city.id);
    expectError(await forms.getField(city.id), 404);
  });

  test('the list answers every version of the product’s forms, one current per form', async ({ scene: { owner } }) => {
    const forms = formsApi(owner);
    const a = await createForm(owner);
    const a2 = (await forms.addField(a.id, AGE)).body;
    const b = await createForm(owner, [CITY]);

    const { status, body } = await forms.list();

    expect(status).toBe(200);
    expect(body).toHaveLength(3);
    expect(body).toEqual(expect.arrayContaining([{ ...a, isCurrent: false }, a2, b]));
  });

  test('deleting any version’s id deletes the whole form and leaves other forms', async ({ scene: { owner } }) => {
    const forms = formsApi(owner);
    const first = await createForm(owner);
    const second = (await forms.addField(first.id, AGE)).body;
    const other = await createForm(owner, [CITY]);

    expect((await forms.remove(first.id)).status).toBe(200);

    expectError(await forms.get(first.id), 404);
    expectError(await forms.get(second.id), 404);
    expectError(await forms.getField(second.fields[1].id), 404);
    expectError(await forms.addField(second.id, CITY), 404);
    expect((await forms.list()).body).toEqual([other]);
  });

  test.for<[string, object]>([
    ['an unknown field type', { ...EMAIL, type: 'COLOUR' }],
    ['an invalid regular expression as pattern', { ...CITY, validators: { pattern: '([a-z' } }],
    ['a blank name', { ...AGE, name: '  ' }],
    ['a negative maxLength', { ...CITY, validators: { maxLength: -1 } }],
  ])('a field with %s answers 400 on every write', async ([, field], { scene: { owner } }) => {
    const forms = formsApi(owner);
    const form = await createForm(owner);

    expectError(await forms.create({ fields: [field] }), 400);
    expectError(await forms.addField(form.id, field), 400);
    expectError(await forms.updateField(form.id, form.fields[0].id, field), 400);
    expect((await forms.list()).body).toEqual([form]);
  });

  test('unknown validators are stored as sent', async ({ scene: { owner } }) => {
    const form = await createForm(owner, [{ ...AGE, validators: { min: 18, max: 120 } }]);

    expect(form.fields[0].validators).toEqual({ min: 18, max: 120 });
  });

  test('an unknown form or field answers 404', async ({ scene: { owner } }) => {
    const forms = formsApi(owner);
    const form = await createForm(owner);

    expectError(await forms.get(UNKNOWN_ID), 404);
    expectError(await forms.remove(UNKNOWN_ID), 404);
    expectError(await forms.addField(UNKNOWN_ID, CITY), 404);
    expectError(await forms.getField(UNKNOWN_ID), 404);
    expectError(await forms.updateField(form.id, UNKNOWN_ID, { name: 'x' }), 404);
    expectError(await forms.removeField(form.id, UNKNOWN_ID), 404);
    expect((await forms.list()).body).toEqual([form]);
  });

  test('another partner’s product answers 403 and its forms stay unchanged', async ({ scene: { owner, stranger } }) => {
    const form = await createForm(owner);
    const intruder = formsApi(stranger, owner.productId);
    const refusal = `Product ${owner.productId} does not belong to you`;

    expectError(await intruder.list(), 403, refusal);
    expectError(await intruder.create({ fields: [CITY] }), 403, refusal);
    expectError(await intruder.get(form.id), 403, refusal);
    expectError(await intruder.getField(form.fields[0].id), 403, refusal);
    expectError(await intruder.addField(form.id, CITY), 403, refusal);
    expectError(await intruder.remove(form.id), 403, refusal);
    expect((await formsApi(owner).list()).body).toEqual([form]);
  });

  test('a form of another product of the same partner answers 404', async ({ scene: { owner } }) => {
    const form = await createForm(owner);
    const second = await secondProduct(owner);

    expectError(await formsApi(owner, second.id).get(form.id), 404);
    expectError(await formsApi(owner, second.id).getField(form.fields[0].id), 404);
  });

  test('a malformed UUID in the path answers 500', async ({ scene: { owner } }) => {
    expectError(await formsApi(owner).get('form-1'), 500, 'Something went wrong');
    expectError(await formsApi(owner).getField('field-1'), 500, 'Something went wrong');
  });
});
