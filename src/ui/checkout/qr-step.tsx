/**
 * The desktop opening screen of `details.qrStepEnabled`: a QR code of this very checkout page, so
 * the customer can pay on a phone, or continue here. The page keeps following the payment, so
 * paying on the phone turns this screen into the confirmation.
 */
import type { Payment } from '../../gateway';
import { useCheckoutStore } from './checkout-store';
import { PaymentSummary } from './payment-summary';
import { useCheckoutText } from './use-checkout-text';
import { useQrImage } from './use-qr-image';

export function QrStep({ payment }: { payment: Payment }) {
  const t = useCheckoutText();
  const dismiss = useCheckoutStore((state) => state.dismissQr);
  const image = useQrImage(window.location.href);
  return (
    <div className="qr-step" data-testid="qr-step">
      <PaymentSummary payment={payment} brief />
      <section className="qr-panel" aria-labelledby="qr-step-title">
        <h2 id="qr-step-title">{t.qr.title}</h2>
        <p className="muted">{t.qr.lead}</p>
        {image ? (
          <img className="qr-code" src={image} alt={t.qr.alt} width={220} height={220} />
        ) : (
          <div className="qr-code" aria-hidden="true" />
        )}
      </section>
      <button type="button" className="button button--wide" onClick={dismiss}>
        {t.qr.continueHere}
      </button>
    </div>
  );
}
