/**
 * Payments: created through the pricing subproduct path, moved as the sandbox contract allows
 * (`payment-moves.ts`), and paid on the hosted checkout under its rules: the methods a payment
 * offers and the sandbox's BLIK codes (`checkout-rules.ts`), what the checkout shows
 * (`checkout-view.ts`) and which pay requests it refuses (`checkout-pay.ts`).
 *
 * This folder's public entry: what other folders and layers may import of it, and all they may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { blikCodeProblem } from './checkout-rules';
export { checkoutViewModule } from './checkout-view';
export type { CheckoutProduct, CheckoutView } from './checkout-view';
export { nextStatuses } from './payment-moves';
export { checkoutLinkOf, paymentsModule } from './payments';
