/**
 * The interface's payment methods, a fact of the contract every folder may name: the schemas
 * describe them, the checkout's rules choose among them, with the two limits both state. Nothing imported: the checkout page,
 * which reads them, stays light.
 */

/** The interface's payment methods (`details.triggerPayment` values), in the checkout's order. */
export const PAYMENT_METHODS = ['GPAY', 'APAY', 'BLIK', 'CARD', 'TRANSFER', 'PAY_BY_LINK', 'PAYPO'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The sandbox's bank accepts the BLIK codes that start with this, and declines the others. */
export const ACCEPTED_BLIK_PREFIX = '777';

/** PayPo is offered only from 10.00 PLN (1000 grosze); a payment without a price never offers it. */
export const PAYPO_MINIMUM = 1000;
