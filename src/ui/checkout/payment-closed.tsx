/** A payment that can no longer be paid: canceled, failed or refunded. */
import type { Payment } from '../../gateway';
import { PaymentSummary } from './payment-summary';
import { useCheckoutText } from './use-checkout-text';

/** The summary and why nothing is left to pay. */
export function PaymentClosed({ payment }: { payment: Payment }) {
  const t = useCheckoutText();
  const status = payment.status;
  const explanation = status === 'CANCELED' || status === 'ERROR' || status === 'REFUNDED' ? t.closed[status] : t.closed.other(status);
  return (
    <div>
      <PaymentSummary payment={payment} />
      <p className="notice notice--warn" role="status">
        {explanation} {t.closed.askShop}
      </p>
    </div>
  );
}
