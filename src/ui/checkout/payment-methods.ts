/** The hosted checkout's payment methods and the interface's rules about which ones show. */

export const PAYMENT_METHODS = [
  { id: 'GPAY', label: 'Google Pay' },
  { id: 'APAY', label: 'Apple Pay' },
  { id: 'BLIK', label: 'BLIK' },
  { id: 'CARD', label: 'Card' },
  { id: 'TRANSFER', label: 'Bank transfer' },
  { id: 'PAY_BY_LINK', label: 'Pay by link' },
  { id: 'PAYPO', label: 'PayPo – pay later' },
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['id'];

/** PayPo is listed only from 10.00 PLN (1000 grosze); a payment without a price never offers it. */
const PAYPO_MINIMUM = 1000;

/** The methods this payment offers, in display order. */
export function availableMethods(price: number | null): PaymentMethod[] {
  return PAYMENT_METHODS.map((method) => method.id).filter(
    (id) => id !== 'PAYPO' || (price !== null && price >= PAYPO_MINIMUM),
  );
}

/** `details.triggerPayment` preselects a tile; an unknown or unavailable value is ignored. */
export function preselectedMethod(details: Record<string, unknown>, available: PaymentMethod[]): PaymentMethod | null {
  const trigger = details.triggerPayment;
  return available.find((id) => id === trigger) ?? null;
}

/** The label of a method id; an id from elsewhere (another tab, a helper call) is shown as it is. */
export function methodLabel(id: string): string {
  return PAYMENT_METHODS.find((method) => method.id === id)?.label ?? id;
}

/** In the sandbox a BLIK code is six digits, and only those starting with 777 are accepted. */
export function blikCodeProblem(code: string): string | null {
  if (!/^\d{6}$/.test(code)) return 'Enter the 6-digit BLIK code from your banking app.';
  if (!code.startsWith('777')) return 'The bank declined this BLIK code. In the sandbox only codes starting with 777 succeed.';
  return null;
}
