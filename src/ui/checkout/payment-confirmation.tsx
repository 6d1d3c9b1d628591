/** The screen after a completed payment, with the way back to the shop. */
import type { Payment, PaymentMethod } from '../../gateway';
import { httpUrlOrUndefined } from '../shared/safe-url';
import { autocloseDelay } from './screen-rules';
import { useCheckoutNavigation } from './checkout-navigation';
import { useCheckoutStore } from './checkout-store';
import { detailText, productNameOf } from './payment-text';
import { useCheckoutText } from './use-checkout-text';
import { useCountdown } from './use-countdown';

/**
 * The button leaves for `details.returnUrl`, with nothing appended, and only when it is an
 * http(s) address: the URL comes from the merchant's request. With `details.autoclose` (ms) the
 * checkout also leaves on its own after that delay, counting down, but only for a payment that
 * was completed while this checkout was open: a link reopened after paying does not bounce away.
 */
export function PaymentConfirmation({ payment }: { payment: Payment }) {
  const t = useCheckoutText();
  const openedUnpaid = useCheckoutStore((state) => state.openedUnpaid);
  const returnUrl = detailText(payment, 'returnUrl');
  const safeReturnUrl = httpUrlOrUndefined(returnUrl);
  const navigation = useCheckoutNavigation();
  const leave = () => safeReturnUrl && (navigation ? navigation.leave(safeReturnUrl) : window.location.assign(safeReturnUrl));
  const delay = safeReturnUrl && openedUnpaid ? autocloseDelay(payment) : null;
  const countdown = useCountdown(delay, leave);
  const method = payment.paymentMethod;
  return (
    <div className="confirmation" data-testid="payment-confirmation">
      <p className="confirmation-mark" aria-hidden="true">
        ✓
      </p>
      <h1>{t.completed}</h1>
      <p>
        {productNameOf(payment, t.untitledPayment)}
        {payment.price !== null && ` – ${t.amount(payment.price)}`}
        {method && ` – ${t.paidWith(t.methods[method as PaymentMethod] ?? method)}`}
      </p>
      {safeReturnUrl ? (
        <>
          <button type="button" className="button button--primary" onClick={leave}>
            {t.backToShop}
          </button>
          {countdown.left !== null && (
            <p className="autoclose muted small" role="timer" data-testid="autoclose">
              {t.returningIn(Math.ceil(countdown.left / 1000))}{' '}
              <button type="button" className="link-button small" onClick={countdown.stop}>
                {t.stayHere}
              </button>
            </p>
          )}
        </>
      ) : navigation ? (
        // Inside an embed there is no tab to close: the way out is back to the request.
        <button type="button" className="button" onClick={navigation.back}>
          {navigation.backLabel}
        </button>
      ) : (
        <p className="muted small">{returnUrl ? t.returnNotHttp : t.noReturn}</p>
      )}
    </div>
  );
}
