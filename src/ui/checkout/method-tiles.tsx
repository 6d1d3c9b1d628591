/** The payment method tiles: a radio group styled as tiles, so keyboards and screen readers work. */
import type { PaymentMethod } from '../../gateway';
import { useCheckoutStore } from './checkout-store';
import { useCheckoutText } from './use-checkout-text';

/** The methods the gateway offers for this payment, in its order; the chosen one is highlighted. */
export function MethodTiles({ methods }: { methods: PaymentMethod[] }) {
  const t = useCheckoutText();
  const method = useCheckoutStore((state) => state.method);
  const choose = useCheckoutStore((state) => state.choose);
  return (
    <fieldset className="method-tiles">
      <legend>{t.methodLegend}</legend>
      {methods.map((id) => (
        <label key={id} className={id === method ? 'method-tile method-tile--chosen' : 'method-tile'}>
          <input type="radio" name="payment-method" value={id} checked={id === method} onChange={() => choose(id)} />
          <span>{t.methods[id]}</span>
        </label>
      ))}
    </fieldset>
  );
}
