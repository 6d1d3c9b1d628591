/**
 * What the customer types on the checkout, each kept in the checkout's store: the BLIK code, the
 * amount when the merchant set none (userDefinedAmount), and the e-mail.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useCheckoutStore } from './checkout-store';
import { useCheckoutText } from './use-checkout-text';

/** The 6-digit BLIK code, asked for only when BLIK is chosen, with the sandbox rule spelled out. */
export function BlikCodeField() {
  const t = useCheckoutText();
  const blikCode = useCheckoutStore((state) => state.blikCode);
  const setBlikCode = useCheckoutStore((state) => state.setBlikCode);
  const hint = (
    <small id="blik-hint" className="muted">
      {t.blikHint}
    </small>
  );
  return (
    <TextField
      className="blik-code"
      label={t.blikCode}
      value={blikCode}
      onText={setBlikCode}
      after={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t.blikPlaceholder}
      aria-describedby="blik-hint"
    />
  );
}

/** The amount to pay, typed by the customer when the merchant created the payment without one. */
export function AmountField() {
  const t = useCheckoutText();
  const amount = useCheckoutStore((state) => state.amount);
  const setAmount = useCheckoutStore((state) => state.setAmount);
  return (
    <TextField
      className="checkout-amount"
      label={t.amountLabel}
      value={amount}
      onText={setAmount}
      inputMode="decimal"
      autoComplete="off"
      placeholder="25,50"
    />
  );
}

/**
 * The customer's e-mail, prefilled from `details.email` as the interface says, for the customer
 * to check or correct; the wallet sheet pays as what it holds. (Only the merchant's
 * `details.email` decides a wallet's auto-start.)
 */
export function EmailField() {
  const t = useCheckoutText();
  const email = useCheckoutStore((state) => state.email);
  const setEmail = useCheckoutStore((state) => state.setEmail);
  return (
    <TextField className="checkout-email" label={t.email} value={email} onText={setEmail} type="email" name="email" autoComplete="email" />
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'className'> {
  /** The label's class, beside `field`. */
  className: string;
  label: string;
  value: string;
  onText(text: string): void;
  /** Shown under the input, inside its label. */
  after?: ReactNode;
}

/** A labelled text input whose every change goes to `onText`. */
function TextField({ className, label, onText, after, ...input }: TextFieldProps) {
  return (
    <label className={`field ${className}`}>
      <span>{label}</span>
      <input {...input} onChange={(event) => onText(event.target.value)} />
      {after}
    </label>
  );
}
