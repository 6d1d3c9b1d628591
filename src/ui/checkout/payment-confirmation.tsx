/** The screen after a completed payment, with the way back to the shop. */
import type { Payment } from '../../gateway/records';
import { formatAmount } from '../shared/format';
import { httpUrlOrUndefined } from '../shared/safe-url';
import { methodLabel } from './payment-methods';
import { detailText, productNameOf } from './payment-text';

/**
 * Only a click on the button leaves for `details.returnUrl`, with nothing appended, and only when
 * it is an http(s) address: the URL comes from the merchant's request.
 */
export function PaymentConfirmation({ payment }: { payment: Payment }) {
  const returnUrl = detailText(payment, 'returnUrl');
  const safeReturnUrl = httpUrlOrUndefined(returnUrl);
  return (
    <div className="confirmation" data-testid="payment-confirmation">
      <p className="confirmation-mark" aria-hidden="true">
        ✓
      </p>
      <h1>Payment completed</h1>
      <p>
        {productNameOf(payment)}
        {payment.price !== null && ` – ${formatAmount(payment.price)}`}
        {payment.paymentMethod && ` – paid with ${methodLabel(payment.paymentMethod)}`}
      </p>
      {safeReturnUrl ? (
        <button type="button" className="button button--primary" onClick={() => window.location.assign(safeReturnUrl)}>
          Back to the shop
        </button>
      ) : (
        <p className="muted small">
          {returnUrl
            ? 'The shop gave a return address that is not http(s), so there is no way back from here.'
            : 'The shop gave no return address. You can close this tab.'}
        </p>
      )}
    </div>
  );
}
