/** Choosing a method and paying a payment that is still open. */
import type { FormEvent } from 'react';
import type { Payment, PaymentMethod } from '../../gateway';
import { selectCustomization, useCheckoutStore, type PayError } from './checkout-store';
import { AmountField, BlikCodeField, EmailField } from './customer-fields';
import type { CheckoutText } from './checkout-text';
import { MethodTiles } from './method-tiles';
import { OrderSummary } from './order-summary';
import { PaymentSummary } from './payment-summary';
import { useCheckoutText } from './use-checkout-text';
import { WalletSheet } from './wallet-sheet';

/** Summary, the tiles of the methods the gateway offers, the BLIK code when needed, and Pay; a wallet pays in its sheet. */
export function PayForm({ payment, methods }: { payment: Payment; methods: PaymentMethod[] }) {
  const t = useCheckoutText();
  const method = useCheckoutStore((state) => state.method);
  const paying = useCheckoutStore((state) => state.paying);
  const payError = useCheckoutStore((state) => state.payError);
  const buttonText = useCheckoutStore((state) => selectCustomization(state)?.buttonText?.trim());
  const pay = useCheckoutStore((state) => state.pay);

  function submit(event: FormEvent) {
    event.preventDefault();
    void pay();
  }

  return (
    <>
      <form className="pay-form" onSubmit={submit}>
        <PaymentSummary payment={payment} />
        <OrderSummary />
        {payment.price === null && <AmountField />}
        {payment.status !== 'INITIALIZED' && <p className="notice notice--warn">{t.inProgress(payment.status)}</p>}
        <MethodTiles methods={methods} />
        {method === 'BLIK' && <BlikCodeField />}
        <EmailField />
        {payError && (
          <p className="notice notice--error" role="alert">
            {payErrorText(t, payError)}
          </p>
        )}
        <button type="submit" className="button button--primary button--wide" disabled={paying}>
          {paying ? t.paying : buttonText || t.pay(payment.price === null ? null : t.amount(payment.price))}
        </button>
      </form>
      <WalletSheet payment={payment} />
    </>
  );
}

function payErrorText(t: CheckoutText, error: PayError): string {
  return 'text' in error ? t[error.text] : error.message;
}
