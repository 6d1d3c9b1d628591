/**
 * The hosted checkout inside an embed: the same checkout screen a `redirectUrl` opens in a tab,
 * on the embed's own gateway, whose ways out lead back to the request and its answer.
 */
import { lazy, Suspense, useMemo } from 'react';
import { CheckoutNavigationContext, type CheckoutNavigation } from '../checkout';
import type { CheckoutTarget } from './checkout-target';

const CheckoutPage = lazy(() => import('../checkout').then((m) => ({ default: m.CheckoutPage })));

export function EmbedCheckout({ target, onBack }: { target: CheckoutTarget; onBack: () => void }) {
  // The merchant's returnUrl would take the frame off to their shop: the request is the way back
  // here. A phone scanning a QR code of this address would start another embed, not reach this payment.
  const navigation = useMemo<CheckoutNavigation>(
    () => ({ back: onBack, backLabel: 'Back to the request', leave: onBack, phoneReachesPayment: false }),
    [onBack],
  );
  return (
    <CheckoutNavigationContext.Provider value={navigation}>
      <Suspense fallback={<p className="muted">Opening the checkout…</p>}>
        <CheckoutPage productId={target.productId} paymentHash={target.paymentHash} />
      </Suspense>
    </CheckoutNavigationContext.Provider>
  );
}
