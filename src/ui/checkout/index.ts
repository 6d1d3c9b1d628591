/**
 * The hosted checkout, the customer's screen: its page and how it navigates.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { CheckoutNavigationContext } from './checkout-navigation';
export type { CheckoutNavigation } from './checkout-navigation';
export { CheckoutPage } from './checkout-page';
