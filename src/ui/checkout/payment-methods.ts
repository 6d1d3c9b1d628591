/**
 * The hosted checkout's payment methods and the interface's rules about which ones show, which
 * one `details.triggerPayment` preselects and when a wallet opens on its own. Labels live in
 * `checkout-text.ts`, per language.
 */

export const PAYMENT_METHODS = ['GPAY', 'APAY', 'BLIK', 'CARD', 'TRANSFER', 'PAY_BY_LINK', 'PAYPO'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods paid through a wallet sheet (simulated in the sandbox) rather than on the page. */
export type Wallet = Extract<PaymentMethod, 'GPAY' | 'APAY'>;

/** PayPo is listed only from 10.00 PLN (1000 grosze); a payment without a price never offers it. */
const PAYPO_MINIMUM = 1000;

/** The methods this payment offers, in display order. */
export function availableMethods(price: number | null): PaymentMethod[] {
  return PAYMENT_METHODS.filter((id) => id !== 'PAYPO' || (price !== null && price >= PAYPO_MINIMUM));
}

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

/** Why a BLIK code cannot be used: six digits, and in the sandbox only those starting with 777. */
export function blikCodeProblem(code: string): 'blikFormat' | 'blikDeclined' | null {
  if (!/^\d{6}$/.test(code)) return 'blikFormat';
  if (!code.startsWith('777')) return 'blikDeclined';
  return null;
}
