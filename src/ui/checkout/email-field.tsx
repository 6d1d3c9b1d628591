/**
 * The customer's e-mail, prefilled from `details.email` as the interface says, for the customer
 * to check or correct; the wallet sheet pays as what it holds. (Only the merchant's
 * `details.email` decides a wallet's auto-start.)
 */
import { useCheckoutStore } from './checkout-store';
import { useCheckoutText } from './use-checkout-text';

export function EmailField() {
  const t = useCheckoutText();
  const email = useCheckoutStore((state) => state.email);
  const setEmail = useCheckoutStore((state) => state.setEmail);
  return (
    <label className="field checkout-email">
      <span>{t.email}</span>
      <input type="email" name="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
    </label>
  );
}
