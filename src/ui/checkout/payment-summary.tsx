/** What is being paid for: product name, amount, recipient and order. */
import type { Payment } from '../../gateway/records';
import { formatAmount } from '../shared/format';
import { detailText, productNameOf } from './payment-text';

/** The head of the checkout card. */
export function PaymentSummary({ payment }: { payment: Payment }) {
  const recipient = detailText(payment, 'recipient');
  const email = detailText(payment, 'email');
  return (
    <header className="payment-summary">
      <p className="muted small">You are paying for</p>
      <h1 className="product-name">{productNameOf(payment)}</h1>
      <p className="amount" data-testid="amount">
        {payment.price === null ? 'Amount not set' : formatAmount(payment.price)}
      </p>
      <dl className="facts">
        {recipient && (
          <>
            <dt>Recipient</dt>
            <dd>{recipient}</dd>
          </>
        )}
        <dt>Order</dt>
        <dd className="selectable">{payment.externalId}</dd>
        {email && (
          <>
            <dt>E-mail</dt>
            <dd>{email}</dd>
          </>
        )}
      </dl>
    </header>
  );
}
