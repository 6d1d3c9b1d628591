/** The checkout's words in its current language. */
import { selectLocale, useCheckoutStore } from './checkout-store';
import { checkoutTextFor, type CheckoutText } from './checkout-text';

export function useCheckoutText(): CheckoutText {
  return checkoutTextFor(useCheckoutStore(selectLocale));
}
