/** The amount to pay, typed by the customer when the merchant created the payment without one. */
import { useCheckoutStore } from './checkout-store';
import { useCheckoutText } from './use-checkout-text';

export function AmountField() {
  const t = useCheckoutText();
  const amount = useCheckoutStore((state) => state.amount);
  const setAmount = useCheckoutStore((state) => state.setAmount);
  return (
    <label className="field checkout-amount">
      <span>{t.amountLabel}</span>
      <input value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" autoComplete="off" placeholder="25,50" />
    </label>
  );
}
