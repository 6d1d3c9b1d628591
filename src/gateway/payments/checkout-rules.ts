/**
 * The hosted checkout's method rules, kept in the gateway so that a pay request cannot break
 * what the screen would not allow: which methods a payment offers (the interface's Limits: PayPo
 * from 10.00 PLN) and the sandbox's BLIK codes. The checkout view answers them, `checkout-pay.ts`
 * refuses by them, and the screen reads them. Only the method list imported: the checkout page
 * stays light.
 */
import { ACCEPTED_BLIK_PREFIX, PAYMENT_METHODS, PAYPO_MINIMUM, type PaymentMethod } from '../core';

/** The methods a payment of `price` offers, in display order. */
export function availableMethods(price: number | null): PaymentMethod[] {
  return PAYMENT_METHODS.filter((id) => id !== 'PAYPO' || (price !== null && price >= PAYPO_MINIMUM));
}

/** Why a BLIK code cannot be used: six digits, and in the sandbox only those starting with ACCEPTED_BLIK_PREFIX. */
export function blikCodeProblem(code: string): 'blikFormat' | 'blikDeclined' | null {
  if (!/^\d{6}$/.test(code)) return 'blikFormat';
  return code.startsWith(ACCEPTED_BLIK_PREFIX) ? null : 'blikDeclined';
}
