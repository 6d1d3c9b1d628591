/** Choosing a method and paying a payment that is still open. */
import type { FormEvent } from 'react';
import type { Payment } from '../../gateway/records';
import { formatAmount } from '../shared/format';
import { BlikCodeField } from './blik-code-field';
import { useCheckoutStore } from './checkout-store';
import { MethodTiles } from './method-tiles';
import { PaymentSummary } from './payment-summary';

/** Summary, method tiles, the BLIK code when needed, and Pay. */
export function PayForm({ payment }: { payment: Payment }) {
  const method = useCheckoutStore((state) => state.method);
  const paying = useCheckoutStore((state) => state.paying);
  const payError = useCheckoutStore((state) => state.payError);
  const pay = useCheckoutStore((state) => state.pay);

  function submit(event: FormEvent) {
    event.preventDefault();
    void pay();
  }

  return (
    <form className="pay-form" onSubmit={submit}>
      <PaymentSummary payment={payment} />
      {payment.status !== 'INITIALIZED' && (
        <p className="notice notice--warn">This payment is in progress ({payment.status}); you can still complete it.</p>
      )}
      <MethodTiles payment={payment} />
      {method === 'BLIK' && <BlikCodeField />}
      {payError && (
        <p className="notice notice--error" role="alert">
          {payError}
        </p>
      )}
      <button type="submit" className="button button--primary button--wide" disabled={paying}>
        {paying ? 'Paying…' : payment.price === null ? 'Pay' : `Pay ${formatAmount(payment.price)}`}
      </button>
    </form>
  );
}
