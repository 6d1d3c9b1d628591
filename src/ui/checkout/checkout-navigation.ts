/**
 * Where the hosted checkout's ways out lead. On its own page (a `redirectUrl` opened in a tab)
 * the ribbon links back to the playground and "Back to shop" leaves for the merchant's
 * `returnUrl`. Inside a docs embed both lead back to the embed's request instead: the frame must
 * not wander off to the app or to someone's shop.
 */
import { createContext, useContext } from 'react';

export interface CheckoutNavigation {
  /** The developer's way back from the sandbox ribbon, and what it says. */
  back(): void;
  backLabel: string;
  /** What "Back to shop" (and autoclose) does with the merchant's http(s) `returnUrl`. */
  leave(returnUrl: string): void;
  /**
   * Whether a phone that scans this page's address reaches the payment, so the QR step
   * (`qrStepEnabled`) is worth offering: not in an embed, whose gateway lives in the frame.
   */
  phoneReachesPayment: boolean;
}

/** None: the checkout has its own page, and its links behave as links. */
export const CheckoutNavigationContext = createContext<CheckoutNavigation | null>(null);

/** The navigation the checkout is shown with, or null on its own page. */
export function useCheckoutNavigation(): CheckoutNavigation | null {
  return useContext(CheckoutNavigationContext);
}
