/**
 * The customer's e-mail, prefilled from `details.email` as the interface says, for the customer
 * to check or change. (Only the merchant's `details.email` decides a wallet's auto-start.)
 */
import type { Payment } from '../../gateway/records';
import { detailText } from './payment-text';
import { useCheckoutText } from './use-checkout-text';

export function EmailField({ payment }: { payment: Payment }) {
  const t = useCheckoutText();
  return (
    <label className="field checkout-email">
      <span>{t.email}</span>
      <input type="email" name="email" autoComplete="email" defaultValue={detailText(payment, 'email') ?? ''} />
    </label>
  );
}
