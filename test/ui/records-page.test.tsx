// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hashOf } from '../support/harness';
import { uiScene, type UiScene } from './ui-scene';

/**
 * A payment one simulated millisecond after the previous one: payments made in the same
 * millisecond tie on creation time, and their order among themselves is the hashes' order.
 */
async function newPayment(scene: UiScene, externalId: string, price = 1000): Promise<string> {
  await scene.helper('POST', '/_sandbox/clock/advance', { ms: 1 });
  const body = await scene.api('POST', `/api/pay/product/${scene.productId}/subproduct/pricing`, { price, externalId });
  return hashOf(body.redirectUrl);
}

const rowsOf = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);

describe('Records screen', () => {
  it('lists payments newest first and opens one with its history and checkout link', async () => {
    const scene = await uiScene();
    await newPayment(scene, 'order-1');
    const newest = await newPayment(scene, 'order-2');
    scene.open('#/records/payments');

    const rows = await rowsOf();
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['order-2', 'order-1']);

    await userEvent.click(within(rows[0]!).getByRole('link', { name: newest }));

    const detail = await screen.findByRole('region', { name: 'Payments record' });
    const history = await within(detail).findByRole('list', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^INITIALIZED/)]);
    const link = within(detail).getByRole('link', { name: /externalId=/ });
    expect(link.getAttribute('href')).toContain(`externalId=${newest}`);
    expect(within(detail).getByText('The price was never changed.')).toBeTruthy();
  });

  it('moves a payment to CANCELED and shows the new status in its history', async () => {
    const scene = await uiScene();
    const hash = await newPayment(scene, 'order-1');
    scene.open(`#/records/payments/${hash}`);
    const detail = await screen.findByRole('region', { name: 'Payments record' });
    await within(detail).findByRole('button', { name: 'Move payment' });

    await userEvent.selectOptions(within(detail).getByLabelText('Move to'), 'CANCELED');
    await userEvent.click(within(detail).getByRole('button', { name: 'Move payment' }));

    expect(await within(detail).findByText('CANCELED is final: no further move is possible.')).toBeTruthy();
    expect((await scene.helper('GET', `/_sandbox/payments/${hash}`)).status).toBe('CANCELED');
  });

  it('moves from one collection to another by its tab, each drawn with its own columns', async () => {
    const scene = await uiScene();
    await newPayment(scene, 'order-1');
    scene.open('#/records/products');
    expect(await rowsOf()).toHaveLength(1);

    const tabs = within(screen.getByRole('navigation', { name: 'Collections' }));
    // No webhook is stored: before, its columns were drawn over the products still shown, and the page went blank.
    await userEvent.click(tabs.getByRole('link', { name: 'Webhooks' }));
    expect(await screen.findByText('No webhooks match.')).toBeTruthy();
    for (const tab of ['Payments', 'Partners']) {
      await userEvent.click(tabs.getByRole('link', { name: tab }));
      await waitFor(() => expect(screen.getByRole('table').querySelector('caption')?.textContent).toBe(tab));
      expect(await rowsOf()).toHaveLength(1);
    }
  });

  it('a record that does not exist says so', async () => {
    const scene = await uiScene();
    scene.open('#/records/payments/NOPE000000');

    expect((await screen.findByRole('alert')).textContent).toBe('404: PaySubProductEntity not found');
  });

  it('search by externalId narrows the list and an unknown one finds nothing', async () => {
    const scene = await uiScene();
    await newPayment(scene, 'order-1');
    const wanted = await newPayment(scene, 'order-2');
    scene.open('#/records/payments');
    await rowsOf();

    await userEvent.type(screen.getByLabelText('Search'), 'order-2');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(async () => expect((await rowsOf()).map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([wanted]));
    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.type(screen.getByLabelText('Search'), 'order-3');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No payments match.')).toBeTruthy();
  });

  it('search finds payments by the start of an externalId or hash', async () => {
    const scene = await uiScene();
    const first = await newPayment(scene, 'blue-mug-1');
    const second = await newPayment(scene, 'blue-mug-2');
    await newPayment(scene, 'red-mug-1');
    scene.open('#/records/payments');
    await rowsOf();
    const shownHashes = async () => (await rowsOf()).map((row) => within(row).getAllByRole('cell')[0]!.textContent).sort();

    await userEvent.type(screen.getByLabelText('Search'), 'blue-');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(async () => expect(await shownHashes()).toEqual([first, second].sort()));

    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.type(screen.getByLabelText('Search'), first.slice(0, -2));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(async () => expect(await shownHashes()).toContain(first));
  });

  it('pages through payments 25 at a time', async () => {
    const scene = await uiScene();
    for (let i = 0; i < 27; i++) await newPayment(scene, `order-${i}`);
    scene.open('#/records/payments');

    expect(await rowsOf()).toHaveLength(25);
    expect(screen.getByText('1–25 of 27')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));

    expect(await screen.findByText('26–27 of 27')).toBeTruthy();
    expect((await rowsOf()).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['order-1', 'order-0']);
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('1–25 of 27')).toBeTruthy();
  });

  it('sets the statuses that notify a product’s webhooks', async () => {
    const scene = await uiScene();
    scene.open(`#/records/products/${scene.productId}`);
    const detail = await screen.findByRole('region', { name: 'Products record' });

    await userEvent.click(await within(detail).findByRole('checkbox', { name: 'REFUNDED' }));
    await userEvent.click(within(detail).getByRole('button', { name: 'Save notifications' }));

    await waitFor(async () =>
      expect((await scene.helper('GET', `/_sandbox/records/products/${scene.productId}`)).record.notifyStatuses).toEqual([
        'COMPLETED',
        'REFUNDED',
      ]),
    );
  });

  it('issues a production key for a partner and revokes a key', async () => {
    const scene = await uiScene();
    window.confirm = () => true;
    scene.open(`#/records/partners/${scene.partnerId}`);
    const detail = await screen.findByRole('region', { name: 'Partners record' });
    await within(detail).findAllByRole('button', { name: 'Revoke' });

    await userEvent.click(within(detail).getByRole('button', { name: 'New production key' }));
    await waitFor(() => expect(within(detail).getAllByText(/^sk_live_/)).toHaveLength(2));
    await userEvent.click(within(detail).getAllByRole('button', { name: 'Revoke' })[0]!);

    await waitFor(() => expect(within(detail).getAllByText('revoked')).toHaveLength(1));
    expect((await scene.h.json('GET', 'https://api.sandbox.gateway.test/api/pay/plugin/webhook', { key: scene.key })).status).toBe(401);
  });

  it('creates a partner without a settlement account', async () => {
    const scene = await uiScene();
    scene.open('#/records/partners');
    await rowsOf();

    await userEvent.type(screen.getByLabelText('Partner name'), 'No bank');
    await userEvent.click(screen.getByRole('checkbox', { name: /Settlement account configured/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create partner' }));

    await waitFor(async () => {
      const row = (await rowsOf()).find((candidate) => candidate.textContent?.includes('No bank'));
      expect(within(row!).getAllByRole('cell')[1]!.textContent).toBe('none');
    });
  });

  it('shows a form’s versions side by side with what changed', async () => {
    const scene = await uiScene();
    const forms = `/api/pay/product/${scene.productId}/form`;
    const first = await scene.api('POST', forms, { fields: [{ name: 'email', type: 'EMAIL' }] });
    await scene.api('POST', `${forms}/${first.id}/fields`, { name: 'city', type: 'TEXT' });
    scene.open(`#/records/forms/${first.id}`);

    const second = await screen.findByRole('region', { name: 'Version 2' });

    expect(within(screen.getByRole('region', { name: 'Version 1' })).queryByText('added')).toBeNull();
    expect(within(second).getByText('city').closest('li')!.textContent).toContain('added');
  });

  it('shows a webhook with the products it is assigned to', async () => {
    const scene = await uiScene();
    const webhook = await scene.api('POST', '/api/pay/plugin/webhook', {
      name: 'orders',
      endpoint: 'https://hooks.gateway.test/orders',
      method: 'POST',
      expectedCode: 200,
      retries: 1,
      type: 'PAYMENT',
      headers: {},
      productIds: [scene.productId],
    });
    scene.open(`#/records/webhooks/${webhook.id}`);

    const detail = await screen.findByRole('region', { name: 'Webhooks record' });

    expect(await within(detail).findByRole('link', { name: 'Mugs' })).toBeTruthy();
  });

  it('text from requests is shown as text, never as HTML', async () => {
    const scene = await uiScene();
    await newPayment(scene, '<img src=x onerror=alert(1)>');
    scene.open('#/records/payments');

    const rows = await rowsOf();

    expect(within(rows[0]!).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
