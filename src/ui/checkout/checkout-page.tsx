/**
 * The hosted checkout that `redirectUrl` opens: `#/checkout/<productId>?externalId=<hash>`.
 * It follows the stored payment live, so a payment completed in another tab shows as paid here.
 */
import { useEffect } from 'react';
import { useCheckoutStore } from './checkout-store';
import { PayForm } from './pay-form';
import { PaymentClosed } from './payment-closed';
import { PaymentConfirmation } from './payment-confirmation';
import { PaymentNotFound } from './payment-not-found';

/** Where the payment is stopped for good, short of a refund: nothing is left to pay. */
const CLOSED = new Set(['CANCELED', 'ERROR', 'REFUNDED']);

/** The checkout screen for one payment. */
export function CheckoutPage({ productId, paymentHash }: { productId: string; paymentHash: string }) {
  const open = useCheckoutStore((state) => state.open);
  const view = useCheckoutStore((state) => state.view);

  useEffect(() => {
    void open(productId, paymentHash);
  }, [open, productId, paymentHash]);

  return (
    <section className="page checkout">
      <p className="sandbox-ribbon">Sandbox checkout – no real money moves</p>
      <div className="card checkout-card">{renderView()}</div>
    </section>
  );

  function renderView() {
    switch (view.state) {
      case 'idle':
      case 'loading':
        return <p className="muted">Loading payment…</p>;
      case 'not-found':
        return <PaymentNotFound paymentHash={paymentHash} />;
      case 'error':
        return (
          <p className="notice notice--error" role="alert">
            The payment could not be loaded: {view.message}
          </p>
        );
      case 'ready':
        if (view.payment.status === 'COMPLETED') return <PaymentConfirmation payment={view.payment} />;
        if (CLOSED.has(view.payment.status)) return <PaymentClosed payment={view.payment} />;
        return <PayForm payment={view.payment} />;
    }
  }
}
