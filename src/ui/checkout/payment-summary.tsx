/**
 * What is being paid for: the customization's title and subtitle, product name and card
 * description, amount, recipient and order (`details.orderId`, else the `externalId`). Every merchant text is shown as text.
 */
import type { Payment } from '../../gateway';
import { selectCustomization, useCheckoutStore } from './checkout-store';
import { detailText, productNameOf } from './payment-text';
import { useCheckoutText } from './use-checkout-text';

/** The head of the checkout card; `brief` leaves out the facts (the QR step). */
export function PaymentSummary({ payment, brief = false }: { payment: Payment; brief?: boolean }) {
  const t = useCheckoutText();
  const customization = useCheckoutStore(selectCustomization);
  const recipient = detailText(payment, 'recipient');
  const title = customization?.title?.trim();
  const subtitle = customization?.subtitle?.trim();
  const description = customization?.cardDescription?.trim();
  const ProductName = title ? 'h2' : 'h1';
  return (
    <header className="payment-summary">
      {title && <h1 className="checkout-title">{title}</h1>}
      {subtitle && <p className="checkout-subtitle">{subtitle}</p>}
      <p className="muted small">{t.payingFor}</p>
      <ProductName className="product-name">{productNameOf(payment, t.untitledPayment)}</ProductName>
      {description && <p className="card-description">{description}</p>}
      <p className="amount" data-testid="amount">
        {payment.price === null ? t.amountNotSet : t.amount(payment.price)}
      </p>
      {!brief && (
        <dl className="facts">
          {recipient && (
            <>
              <dt>{t.recipient}</dt>
              <dd>{recipient}</dd>
            </>
          )}
          <dt>{t.order}</dt>
          {/* The merchant's own order number when it sent one, else its externalId. */}
          <dd className="selectable">{detailText(payment, 'orderId') ?? payment.externalId}</dd>
        </dl>
      )}
    </header>
  );
}
