/**
 * The checkout's pay request, refused with a 400 when the checkout would not have allowed it:
 * a payment that can no longer be paid, a method it does not offer, a BLIK code the sandbox
 * declines, or no amount where the customer sets it. The rules are `checkout-rules.ts`.
 */
import { availableMethods, blikCodeProblem } from './checkout-rules';
import { ACCEPTED_BLIK_PREFIX, errors, type Payment, type PaymentMethod, type PaymentStatus } from '../core';
import { canMove } from './payment-moves';

/** Whether a payment in `status` can still be paid: it can move to COMPLETED. */
export function isPayable(status: PaymentStatus): boolean {
  return canMove(status, 'COMPLETED');
}

/** What the checkout sends to pay: the method, its BLIK code, and the amount when the customer sets it. */
export interface PayRequest {
  paymentMethod: PaymentMethod;
  blikCode?: string;
  price?: number;
}

/** Throws the 400 the checkout's pay request gets when the checkout would not have allowed it. */
export function refusePay(payment: Payment, { paymentMethod, blikCode, price }: PayRequest): void {
  // The same words as any move the payment cannot make.
  if (!isPayable(payment.status)) throw errors.badRequest(`Cannot move a payment from ${payment.status} to COMPLETED`);
  if (!availableMethods(payment.price).includes(paymentMethod)) {
    throw errors.badRequest(`${paymentMethod} is not offered for this payment`);
  }
  if (payment.price === null && (price ?? 0) < 1) throw errors.badRequest('No price: the customer sets it');
  const problem = paymentMethod === 'BLIK' ? blikCodeProblem(blikCode ?? '') : null;
  if (problem === 'blikFormat') throw errors.badRequest('A BLIK code is six digits');
  if (problem) throw errors.badRequest(`BLIK code declined: the sandbox takes codes starting ${ACCEPTED_BLIK_PREFIX}`);
}
