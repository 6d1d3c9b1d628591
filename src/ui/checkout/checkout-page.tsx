/**
 * The hosted checkout that `redirectUrl` opens: `#/checkout/<productId>?externalId=<hash>`.
 * It follows the stored payment, product and customizations live, so a payment completed in
 * another tab (or on the phone that scanned the QR code) shows as paid here.
 */
import { useEffect } from 'react';
import { useLiveData } from '../live';
import { wantsQrStep } from './screen-rules';
import { useCheckoutNavigation } from './checkout-navigation';
import { useCheckoutStore } from './checkout-store';
import { MerchantBar } from './merchant-bar';
import { PayForm } from './pay-form';
import { PaymentClosed } from './payment-closed';
import { PaymentConfirmation } from './payment-confirmation';
import { PaymentNotFound } from './payment-not-found';
import { QrStep } from './qr-step';
import { useCheckoutText } from './use-checkout-text';
import { useIsDesktop } from './use-desktop';

/** A payment shows with its product's name, locale, logo and customizations. */
const CHECKOUT_COLLECTIONS = ['payments', 'products', 'customizations'] as const;

export interface CheckoutPageProps {
  productId: string;
  paymentHash: string;
  /**
   * A quiet way back for the developer previewing the checkout inside the playground. The page a
   * shopper opens from `redirectUrl` has none: the playground is not theirs.
   */
  backHref?: string;
}

/**
 * The checkout screen for one payment: the customer's page, so it carries no developer
 * navigation, only a sandbox ribbon (with the way back when the playground previews it).
 */
export function CheckoutPage({ productId, paymentHash, backHref }: CheckoutPageProps) {
  const open = useCheckoutStore((state) => state.open);
  const view = useCheckoutStore((state) => state.view);
  const qrDismissed = useCheckoutStore((state) => state.qrDismissed);
  // `open` makes the first read (it also preselects a method); changes re-read after it.
  useLiveData(
    CHECKOUT_COLLECTIONS,
    useCheckoutStore((state) => state.refresh),
    { readNow: false },
  );
  const isDesktop = useIsDesktop();
  const t = useCheckoutText();
  const navigation = useCheckoutNavigation();

  useEffect(() => {
    void open(productId, paymentHash);
  }, [open, productId, paymentHash]);

  return (
    <section className="page checkout" lang={t.lang}>
      <p className="sandbox-ribbon">
        {t.ribbon}
        {navigation ? (
          <button type="button" className="link-button sandbox-ribbon-link" onClick={navigation.back}>
            {navigation.backLabel}
          </button>
        ) : (
          backHref && (
            <a className="sandbox-ribbon-link" href={backHref}>
              {t.backToPlayground}
            </a>
          )
        )}
      </p>
      <div className="card checkout-card">
        {view.state === 'ready' && <MerchantBar product={view.product} />}
        {renderView()}
      </div>
    </section>
  );

  function renderView() {
    switch (view.state) {
      case 'idle':
      case 'loading':
        return <p className="muted">{t.loading}</p>;
      case 'not-found':
        return <PaymentNotFound paymentHash={paymentHash} />;
      case 'error':
        return (
          <p className="notice notice--error" role="alert">
            {t.loadFailed(view.message)}
          </p>
        );
      case 'ready': {
        const { payment } = view;
        if (payment.status === 'COMPLETED') return <PaymentConfirmation payment={payment} />;
        if (!view.payable) return <PaymentClosed payment={payment} />;
        const phoneReachesPayment = navigation?.phoneReachesPayment ?? true;
        if (isDesktop && !qrDismissed && phoneReachesPayment && wantsQrStep(payment)) return <QrStep payment={payment} />;
        return <PayForm payment={payment} methods={view.methods} />;
      }
    }
  }
}
