/** What the checkout reads from a payment's free-form `details`: strings only, shown as text. */
import type { Payment } from '../../gateway';

/** A `details` value when it is a non-empty string; anything else counts as absent. */
export function detailText(payment: Payment, key: string): string | undefined {
  const value = payment.details[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The name the customer sees: `details.productName`, else the description, else `fallback`. */
export function productNameOf(payment: Payment, fallback: string): string {
  return detailText(payment, 'productName') ?? (payment.description?.trim() || fallback);
}
