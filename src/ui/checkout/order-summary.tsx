/** The customization's order summary block: a header and up to two lines, all merchant text. */
import { selectCustomization, useCheckoutStore } from './checkout-store';

export function OrderSummary() {
  const customization = useCheckoutStore(selectCustomization);
  const header = customization?.summaryHeader?.trim();
  const lines = [customization?.summaryFirstLine, customization?.summarySecondLine].map((line) => line?.trim()).filter(Boolean);
  if (!header && lines.length === 0) return null;
  return (
    <section className="order-summary" data-testid="order-summary">
      {header && <h2>{header}</h2>}
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </section>
  );
}
