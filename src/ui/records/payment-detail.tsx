/**
 * A payment as support needs it: where it stands, how it got there (status history, price
 * changes), its checkout link, the webhook attempts it caused, and a move to any legal status.
 */
import type { DeliveryAttempt, Payment, Product } from '../../gateway';
import { formatAmount, formatUtc } from '../shared/format';
import { httpUrlOrUndefined } from '../shared/safe-url';
import { FactsList, RawRecord } from './facts-list';
import { MovePaymentForm } from './move-payment-form';
import { PaymentStatusBadge } from './payment-status-badge';
import { recordsHref } from './records-href';

export interface PaymentDetailData {
  record: Payment;
  product?: Product;
  checkoutLink?: string;
  deliveries: DeliveryAttempt[];
}

const priceText = (price: number | null) => (price === null ? 'customer sets' : formatAmount(price));

export function PaymentDetail({ detail }: { detail: PaymentDetailData }) {
  const { record: payment, product, deliveries } = detail;
  // The link is built by the gateway, yet it embeds the configured checkout URL: only http(s) opens.
  const checkoutLink = httpUrlOrUndefined(detail.checkoutLink);

  return (
    <>
      <FactsList
        facts={[
          ['Hash', <code key="hash">{payment.hash}</code>],
          ['External id', payment.externalId],
          ['Status', <PaymentStatusBadge key="status" status={payment.status} />],
          ['Price', priceText(payment.price)],
          [
            'Product',
            <a key="product" href={recordsHref('products', {}, payment.productId)}>
              {product?.name ?? payment.productId}
            </a>,
          ],
          ['Method', payment.paymentMethod ?? '—'],
          ['Created', formatUtc(payment.createdAt)],
          [
            'Checkout',
            checkoutLink ? (
              <a key="link" href={checkoutLink} target="_blank" rel="noreferrer">
                {checkoutLink}
              </a>
            ) : (
              '—'
            ),
          ],
        ]}
      />
      <MovePaymentForm hash={payment.hash} status={payment.status} />
      <h3 id="status-history">Status history</h3>
      <ol className="timeline" aria-labelledby="status-history">
        {payment.statusHistory.map((change, index) => (
          <li key={index}>
            <strong>{change.status}</strong> <span className="muted small">{formatUtc(change.at)}</span>
            {change.paymentMethod && <span className="small"> · {change.paymentMethod}</span>}
          </li>
        ))}
      </ol>
      <h3>Price changes</h3>
      {payment.priceChanges?.length ? (
        <ol className="timeline">
          {payment.priceChanges.map((change, index) => (
            <li key={index}>
              {priceText(change.from)} → {formatAmount(change.to)} <span className="muted small">{formatUtc(change.at)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted small">The price was never changed.</p>
      )}
      <h3>Webhook attempts</h3>
      {deliveries.length ? (
        <ul className="record-attempts">
          {deliveries.map((attempt) => (
            <li key={attempt.id}>
              {/* Which webhook: the endpoint the attempt was addressed to, linking to the webhook. */}
              <a href={recordsHref('webhooks', {}, attempt.webhookId)}>{attempt.request.url}</a> #{attempt.attempt}{' '}
              {attempt.kind && `${attempt.kind} replay `}
              {attempt.state}
              {attempt.responseStatus !== null && ` · ${attempt.responseStatus}`}
              {attempt.error && ` · ${attempt.error}`} <span className="muted small">{formatUtc(attempt.scheduledAt)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">No webhook was called for this payment.</p>
      )}
      <RawRecord record={payment} />
    </>
  );
}
