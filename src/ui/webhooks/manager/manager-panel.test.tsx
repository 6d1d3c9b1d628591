// @vitest-environment happy-dom
/** The webhooks manager over the real gateway: forms in, stored webhooks and the gateway's errors out. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openScreenSandbox } from '../../../../test/support/ui-sandbox';
import { BASE, newPartner, newProduct, type Harness } from '../../../../test/support/harness';
import { useKeysStore } from '../../keys/keys-store';
import { useWorkingKey } from '../../keys/working-key';
import { ManagerPanel } from './manager-panel';
import { useManagerStore } from '../manager-store';

let harness: Harness;
let key: string;

beforeEach(async () => {
  harness = await openScreenSandbox();
  key = (await newPartner(harness)).keys.sandbox;
  await useKeysStore.getState().refresh();
});

afterEach(() => {
  useManagerStore.setState(useManagerStore.getInitialState());
  useWorkingKey.setState(useWorkingKey.getInitialState());
  localStorage.clear();
});

const stored = async () => (await harness.json('GET', `${BASE}/api/pay/plugin/webhook`, { key })).body;

async function register(fields: Record<string, string>) {
  render(<ManagerPanel />);
  fireEvent.click(await screen.findByText('Register a webhook'));
  const form = await screen.findByRole('form', { name: 'Register webhook' });
  for (const [label, value] of Object.entries(fields)) fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  fireEvent.click(within(form).getByRole('button', { name: 'Register webhook' }));
  return form;
}

describe('the webhooks manager', () => {
  it('registers a webhook from its fields, headers included', async () => {
    await register({
      Name: 'orders',
      Endpoint: 'https://hooks.gateway.test/orders',
      Retries: '2',
      'Headers, one "Name: value" a line': 'X-Shop: a\nX-Shop: b',
    });
    await screen.findByTestId('webhook-entry');
    expect(await stored()).toEqual([
      expect.objectContaining({
        name: 'orders',
        endpoint: 'https://hooks.gateway.test/orders',
        expectedCode: 200,
        retries: 2,
        headers: { 'X-Shop': ['a', 'b'] },
      }),
    ]);
  });

  it('empties the register form once the webhook is stored, so a second click does not register it twice', async () => {
    await register({ Name: 'orders', Endpoint: 'https://hooks.gateway.test/orders' });
    await screen.findByTestId('webhook-entry');
    const form = await screen.findByRole('form', { name: 'Register webhook' });
    await waitFor(() => expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect(await stored()).toHaveLength(1);
  });

  it('works with the key the person last used elsewhere, not with a partner created since', async () => {
    await newPartner(harness, { name: 'Created later' });
    await useKeysStore.getState().refresh();
    useWorkingKey.getState().use(key);

    render(<ManagerPanel />);

    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Partner key' }) as HTMLSelectElement).value).toBe(key));
  });

  it("shows the gateway's own error inline and stores nothing", async () => {
    const form = await register({ Endpoint: 'https://hooks.gateway.test/x', 'Expected code': '99' });
    const error = await within(form).findByTestId('manager-error', {}, { timeout: 3000 });
    expect(error.textContent).toBe('400: expectedCode: Too small: expected number to be >=100');
    fireEvent.change(within(form).getByLabelText('Expected code'), { target: { value: '200' } });
    fireEvent.change(within(form).getByLabelText('Endpoint'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Register webhook' }));
    await waitFor(() =>
      expect(within(form).getByTestId('manager-error').textContent).toMatch(/endpoint must be an absolute http or https URL/),
    );
    expect(await stored()).toEqual([]);
  });

  it('says which number is not a whole number before asking the gateway, and that a partner without products has none to assign', async () => {
    const form = await register({ Endpoint: 'https://hooks.gateway.test/x', 'Expected code': 'abc' });
    expect((await within(form).findByTestId('manager-error')).textContent).toBe('Expected code must be a whole number, such as 200.');
    fireEvent.change(within(form).getByLabelText('Expected code'), { target: { value: '200' } });
    fireEvent.change(within(form).getByLabelText('Retries'), { target: { value: '2.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Register webhook' }));
    await waitFor(() => expect(within(form).getByTestId('manager-error').textContent).toBe('Retries must be a whole number, such as 3.'));
    expect(await stored()).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Retries'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Register webhook' }));
    const entry = await screen.findByTestId('webhook-entry');
    expect(within(entry).getByText(/^This partner has no product to assign yet/)).toBeTruthy();
    expect(within(entry).queryByRole('button', { name: 'Assign' })).toBeNull();
  });

  it('edits a webhook, assigns it, sets the statuses that notify and shows its secret on demand', async () => {
    await newProduct(harness, key, { name: 'Mugs', shortName: 'mugs' });
    const product = await newProduct(harness, key, { name: 'Cups', shortName: 'cups' });
    await register({ Endpoint: 'https://hooks.gateway.test/shop' });
    const entry = await screen.findByTestId('webhook-entry');
    fireEvent.click(within(entry).getByRole('button', { name: 'Edit' }));
    const edit = within(entry).getByRole('form', { name: 'Save webhook' });
    fireEvent.change(within(edit).getByLabelText('Retries'), { target: { value: '5' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save webhook' }));
    await within(entry).findByText(/· 5 retries/);

    const picker = within(entry).getByRole('combobox', { name: 'Assign to product' }) as HTMLSelectElement;
    expect([...picker.options].map((option) => option.textContent)).toEqual(['Cups (cups)', 'Mugs (mugs)']);
    fireEvent.change(picker, { target: { value: product.id } });
    fireEvent.click(within(entry).getByRole('button', { name: 'Assign' }));
    const assigned = await within(entry).findByRole('group', { name: 'Statuses that notify product Cups (cups)' });
    expect(within(assigned).getByText('Cups (cups)')).toBeTruthy();
    // An assigned product is not offered again.
    expect(
      [...(within(entry).getByRole('combobox', { name: 'Assign to product' }) as HTMLSelectElement).options].map(
        (option) => option.textContent,
      ),
    ).toEqual(['Mugs (mugs)']);
    const canceled = (await within(entry).findByLabelText('CANCELED')) as HTMLInputElement;
    expect((within(entry).getByLabelText('COMPLETED') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(canceled);
    await waitFor(() => expect(canceled.checked).toBe(true));
    const notifications = await harness.json('GET', `${BASE}/_sandbox/products/${product.id}/notifications`);
    expect(notifications.body.statuses).toEqual(['COMPLETED', 'CANCELED']);

    fireEvent.click(within(entry).getByRole('button', { name: 'Show signing secret' }));
    const [webhook] = await stored();
    const secret = (await harness.json('GET', `${BASE}/_sandbox/webhooks/${webhook.id}/secret`)).body.signingSecret;
    expect((await within(entry).findByTestId('signing-secret')).textContent).toBe(secret);
    expect(webhook).toMatchObject({ retries: 5, productIds: [product.id] });
  });
});
