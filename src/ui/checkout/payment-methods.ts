/**
 * The interface's checkout behaviours around one method: which one `details.triggerPayment`
 * preselects and when a wallet opens on its own. Which methods a payment offers is the gateway's
 * answer (the checkout view's `methods`); labels live in `checkout-text.ts`, per language.
 */
import { PAYMENT_METHODS, type PaymentMethod } from '../../gateway';

/** The methods paid through a wallet sheet (simulated in the sandbox) rather than on the page. */
export type Wallet = Extract<PaymentMethod, 'GPAY' | 'APAY'>;

export function isWallet(method: PaymentMethod | null): method is Wallet {
  return method === 'GPAY' || method === 'APAY';
}

/** `details.triggerPayment` when it is one of the interface's values; an unknown value is ignored. */
export function triggerOf(details: Record<string, unknown>): PaymentMethod | null {
  return PAYMENT_METHODS.find((id) => id === details.triggerPayment) ?? null;
}

/** `details.triggerPayment` preselects a tile; an unknown or unavailable value is ignored. */
export function preselectedMethod(details: Record<string, unknown>, available: PaymentMethod[]): PaymentMethod | null {
  const trigger = triggerOf(details);
  return trigger && available.includes(trigger) ? trigger : null;
}

/**
 * The wallet that opens by itself on the first display: only for a `GPAY` or `APAY` trigger,
 * only when the customer's e-mail is known, only when the method is offered. The caller makes
 * sure it runs once.
 */
export function autoStartWallet(details: Record<string, unknown>, available: PaymentMethod[]): Wallet | null {
  const method = preselectedMethod(details, available);
  const email = details.email;
  return isWallet(method) && typeof email === 'string' && email.trim() !== '' ? method : null;
}
