/**
 * The checkout's screen rules that depend on the payment alone. Whether it can be paid, and by
 * which methods, is the gateway's answer (`gateway/payments/checkout-rules.ts`), not a rule of this screen.
 */
import type { CheckoutProduct, Payment } from '../../gateway';
import { triggerOf } from './payment-methods';

/**
 * Whether the payment asks for the QR opening screen: `details.qrStepEnabled` is `true` and no
 * `details.triggerPayment` of the interface's values is set (an unknown one is ignored, as
 * everywhere). Desktop or not is the caller's question.
 */
export function wantsQrStep(payment: Payment): boolean {
  return payment.details.qrStepEnabled === true && triggerOf(payment.details) === null;
}

/** `details.autoclose` in milliseconds when it is a non-negative number; absent means never. */
export function autocloseDelay(payment: Payment): number | null {
  const value = payment.details.autoclose;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.trunc(value) : null;
}

/** The shop's name as customers read it: `name`, else `shortName`. */
export function shopNameOf(product: CheckoutProduct): string {
  return product.name?.trim() || product.shortName?.trim() || '';
}

/**
 * The amount a customer typed for a payment created without a price (userDefinedAmount), in
 * grosze: złoty with at most two decimals, a comma or a point between them; null when it is no
 * such amount or less than 1 grosz.
 */
export function customerAmount(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const grosze = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return grosze >= 1 ? grosze : null;
}
