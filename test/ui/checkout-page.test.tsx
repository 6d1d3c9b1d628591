// @vitest-environment happy-dom
/**
 * The hosted checkout in each of its states, rendered over a real sandbox: what a customer sees
 * for an unknown payment, an open one (the methods the gateway offers at the PayPo threshold, the
 * BLIK rule), a paid one and a closed one, and what paying stores.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { uiScene, type UiScene } from './ui-scene';

/** A payment of `price` grosze, and the checkout hash its redirectUrl names. */
async function payment(scene: UiScene, price: number, details: object = {}): Promise<string> {
  const { redirectUrl } = await scene.api('POST', `/api/pay/product/${scene.productId}/subproduct/pricing`, {
    price,
    externalId: `order-${price}-${Math.random()}`,
    details,
  });
  return new URL(redirectUrl.replace('#', '')).searchParams.get('externalId')!;
}

async function openCheckout(scene: UiScene, hash: string): Promise<void> {
  scene.open(`#/checkout/${scene.productId}?externalId=${hash}`);
  await screen.findByRole('group', { name: /payment method|metoda płatności/i });
}

const methodNames = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));

describe('the hosted checkout', () => {
  it('lists PayPo for a price of 1000 grosze', async () => {
    const scene = await uiScene();
    await openCheckout(scene, await payment(scene, 1000));
    expect(methodNames()).toContain('PAYPO');
  });

  it('does not list PayPo for a price of 999 grosze', async () => {
    const scene = await uiScene();
    await openCheckout(scene, await payment(scene, 999));
    expect(methodNames()).not.toContain('PAYPO');
    expect(methodNames()).toContain('BLIK');
  });

  it('takes PayPo away when the price drops under 1000 grosze while it is chosen, and pays nothing by it', async () => {
    const scene = await uiScene();
    const hash = await payment(scene, 1000);
    await openCheckout(scene, hash);
    await userEvent.click(screen.getByRole('radio', { name: /PayPo/ }));

    await scene.api('PATCH', `/api/pay/product/${scene.productId}/subproduct/${hash}`, { price: 999 });
    await waitFor(() => expect(methodNames()).not.toContain('PAYPO'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay 9.99 PLN' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Choose a payment method.');
    expect((await scene.helper('GET', `/_sandbox/payments/${hash}`)).status).toBe('INITIALIZED');
  });

  it('declines a BLIK code that starts 77 but not 777, and stores nothing', async () => {
    const scene = await uiScene();
    const hash = await payment(scene, 1299);
    await openCheckout(scene, hash);

    await userEvent.click(screen.getByRole('radio', { name: 'BLIK' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /BLIK code/ }), '771234');
    await userEvent.click(screen.getByRole('button', { name: 'Pay 12.99 PLN' }));

    expect((await screen.findByRole('alert')).textContent).toContain('only codes starting with 777');
    expect((await scene.helper('GET', `/_sandbox/payments/${hash}`)).status).toBe('INITIALIZED');
  });

  it('pays with a BLIK code starting 777: the confirmation shows and the payment is stored COMPLETED by BLIK', async () => {
    const scene = await uiScene();
    const hash = await payment(scene, 1299);
    await openCheckout(scene, hash);

    await userEvent.click(screen.getByRole('radio', { name: 'BLIK' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /BLIK code/ }), '777123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay 12.99 PLN' }));

    expect((await screen.findByTestId('payment-confirmation')).textContent).toContain('BLIK');
    const stored = await scene.helper('GET', `/_sandbox/payments/${hash}`);
    expect([stored.status, stored.paymentMethod]).toEqual(['COMPLETED', 'BLIK']);
  });

  it('asks for the amount of a payment without a price, then stores the amount the customer typed', async () => {
    const scene = await uiScene();
    const { redirectUrl } = await scene.api('POST', `/api/pay/product/${scene.productId}/subproduct/pricing`, {
      externalId: 'open-amount',
      details: {},
    });
    const hash = new URL(redirectUrl.replace('#', '')).searchParams.get('externalId')!;
    await openCheckout(scene, hash);

    expect(methodNames()).not.toContain('PAYPO');
    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Enter the amount to pay');
    await userEvent.type(screen.getByRole('textbox', { name: /Amount to pay/ }), '25,50');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));

    expect((await screen.findByTestId('payment-confirmation')).textContent).toContain('Card');
    const stored = await scene.helper('GET', `/_sandbox/payments/${hash}`);
    expect([stored.status, stored.price, stored.paymentMethod]).toEqual(['COMPLETED', 2550, 'CARD']);
  });

  it('pays by Google Pay through its sheet: nothing is stored until the customer confirms', async () => {
    const scene = await uiScene();
    const hash = await payment(scene, 1299);
    await openCheckout(scene, hash);

    await userEvent.click(screen.getByRole('radio', { name: 'Google Pay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay 12.99 PLN' }));
    await screen.findByRole('dialog');
    expect((await scene.helper('GET', `/_sandbox/payments/${hash}`)).status).toBe('INITIALIZED');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect((await screen.findByTestId('payment-confirmation')).textContent).toContain('Google Pay');
    const stored = await scene.helper('GET', `/_sandbox/payments/${hash}`);
    expect([stored.status, stored.paymentMethod]).toEqual(['COMPLETED', 'GPAY']);
  });

  it('opens the Google Pay sheet by itself for a GPAY trigger with a known e-mail, and only preselects it without one', async () => {
    const scene = await uiScene();
    const withEmail = await payment(scene, 1299, { triggerPayment: 'GPAY', email: 'buyer@shop.test' });
    await openCheckout(scene, withEmail);
    expect((await screen.findByRole('dialog')).textContent).toContain('buyer@shop.test');
    cleanup();

    await openCheckout(scene, await payment(scene, 1299, { triggerPayment: 'GPAY' }));
    expect((screen.getByRole('radio', { name: 'Google Pay' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks Polish for details.locale pl-PL, refusals included', async () => {
    const scene = await uiScene();
    await openCheckout(scene, await payment(scene, 1299, { locale: 'pl-PL' }));

    await userEvent.click(screen.getByRole('radio', { name: 'BLIK' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /Kod BLIK/ }), '771234');
    await userEvent.click(screen.getByRole('button', { name: 'Zapłać 12,99 zł' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Bank odrzucił ten kod BLIK');
  });

  it('says in Polish that the gateway refused a payment that changed under the customer, and shows it as it now stands', async () => {
    const scene = await uiScene();
    const hash = await payment(scene, 1000, { locale: 'pl-PL' });
    await openCheckout(scene, hash);
    await userEvent.click(screen.getByRole('radio', { name: /PayPo/ }));
    // The merchant lowers the price just as the customer pays: the pay request meets 999 grosze.
    const pageFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith(`/checkout/${hash}/pay`)) {
        await scene.api('PATCH', `/api/pay/product/${scene.productId}/subproduct/${hash}`, { price: 999 });
      }
      return pageFetch(input, init);
    };
    await userEvent.click(screen.getByRole('button', { name: 'Zapłać 10,00 zł' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tej płatności nie można już opłacić w ten sposób. Sprawdź ją poniżej i spróbuj ponownie.',
    );
    await waitFor(() => expect(methodNames()).not.toContain('PAYPO'));
    expect((await scene.helper('GET', `/_sandbox/payments/${hash}`)).status).toBe('INITIALIZED');
  });

  it('offers the way back to details.returnUrl once paid', async () => {
    const scene = await uiScene();
    const hash = await payment(scene, 1299, { returnUrl: 'https://shop.test/thanks' });
    await openCheckout(scene, hash);

    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay 12.99 PLN' }));

    await screen.findByTestId('payment-confirmation');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    onTestFinished(() => assign.mockRestore());
    await userEvent.click(screen.getByRole('button', { name: 'Back to the shop' }));
    // Exactly the merchant's returnUrl: nothing appended.
    expect(assign.mock.calls).toEqual([['https://shop.test/thanks']]);
  });

  it('shows a completed payment as paid, with no way to pay again', async () => {
    const scene = await uiScene();
    const hash = await payment(scene, 1299);
    await scene.helper('POST', `/_sandbox/payments/${hash}/status`, { status: 'COMPLETED', paymentMethod: 'CARD' });
    scene.open(`#/checkout/${scene.productId}?externalId=${hash}`);

    expect((await screen.findByTestId('payment-confirmation')).textContent).toContain('Card');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('shows a canceled payment as closed, with no way to pay', async () => {
    const scene = await uiScene();
    const hash = await payment(scene, 1299);
    await scene.helper('POST', `/_sandbox/payments/${hash}/status`, { status: 'CANCELED' });
    scene.open(`#/checkout/${scene.productId}?externalId=${hash}`);

    expect((await screen.findByRole('status')).textContent).toContain('This payment was canceled.');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('says a hash naming no payment is not found, showing the hash as text', async () => {
    const scene = await uiScene();
    scene.open(`#/checkout/${scene.productId}?externalId=${encodeURIComponent('<b>NOPE</b>')}`);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('<b>NOPE</b>');
    expect(alert.querySelector('b')).toBeNull();
  });

  it('follows the stored payment: paid elsewhere, the open checkout turns to the confirmation', async () => {
    const scene = await uiScene();
    const hash = await payment(scene, 1299);
    await openCheckout(scene, hash);

    await scene.helper('POST', `/_sandbox/payments/${hash}/status`, { status: 'COMPLETED', paymentMethod: 'TRANSFER' });

    await waitFor(() => expect(screen.getByTestId('payment-confirmation')).toBeDefined());
  });
});
