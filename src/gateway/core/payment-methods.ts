/**
 * The interface's payment methods, a fact of the contract every folder may name: the schemas
 * describe them, the checkout's rules choose among them. Nothing imported: the checkout page,
 * which reads them, stays light.
 */

/** The interface's payment methods (`details.triggerPayment` values), in the checkout's order. */
export const PAYMENT_METHODS = ['GPAY', 'APAY', 'BLIK', 'CARD', 'TRANSFER', 'PAY_BY_LINK', 'PAYPO'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
