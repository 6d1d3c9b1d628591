/** The 6-digit BLIK code, asked for only when BLIK is chosen. */
import { useCheckoutStore } from './checkout-store';
import { useCheckoutText } from './use-checkout-text';

/** A numeric one-time code input with the sandbox rule spelled out. */
export function BlikCodeField() {
  const t = useCheckoutText();
  const blikCode = useCheckoutStore((state) => state.blikCode);
  const setBlikCode = useCheckoutStore((state) => state.setBlikCode);
  return (
    <label className="field blik-code">
      <span>{t.blikCode}</span>
      <input
        value={blikCode}
        onChange={(event) => setBlikCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t.blikPlaceholder}
        aria-describedby="blik-hint"
      />
      <small id="blik-hint" className="muted">
        {t.blikHint}
      </small>
    </label>
  );
}
