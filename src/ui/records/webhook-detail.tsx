/** A webhook: where it calls, how it retries, and the products it is assigned to. */
import type { Product, Webhook } from '../../gateway';
import { FactsList, RawRecord } from './facts-list';
import { recordsHref } from './records-href';

export interface WebhookDetailData {
  record: Webhook;
  products: Product[];
}

export function WebhookDetail({ detail: { record: webhook, products } }: { detail: WebhookDetailData }) {
  return (
    <>
      <FactsList
        facts={[
          ['Id', <code key="id">{webhook.id}</code>],
          ['Name', webhook.name ?? '—'],
          ['Calls', `${webhook.method} ${webhook.endpoint}`],
          ['Expects', String(webhook.expectedCode)],
          ['Retries', String(webhook.retries)],
          ['Environment', webhook.env],
          [
            'Partner',
            <a key="partner" href={recordsHref('partners', {}, webhook.partnerId)}>
              {webhook.partnerId}
            </a>,
          ],
        ]}
      />
      <h3>Products</h3>
      {products.length ? (
        <ul>
          {products.map((product) => (
            <li key={product.id}>
              <a href={recordsHref('products', {}, product.id)}>{product.name}</a> <code className="small">{product.id}</code>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">Assigned to no product: it is never called.</p>
      )}
      <RawRecord record={webhook} />
    </>
  );
}
