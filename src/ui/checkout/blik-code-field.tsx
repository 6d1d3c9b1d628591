/** The 6-digit BLIK code, asked for only when BLIK is chosen. */
import { useCheckoutStore } from './checkout-store';

/** A numeric one-time code input with the sandbox rule spelled out. */
export function BlikCodeField() {
  const blikCode = useCheckoutStore((state) => state.blikCode);
  const setBlikCode = useCheckoutStore((state) => state.setBlikCode);
  return (
    <label className="field blik-code">
      <span>BLIK code</span>
      <input
        value={blikCode}
        onChange={(event) => setBlikCode(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="6 digits"
        aria-describedby="blik-hint"
      />
      <small id="blik-hint" className="muted">
        Sandbox: any code starting with 777 is accepted.
      </small>
    </label>
  );
}
