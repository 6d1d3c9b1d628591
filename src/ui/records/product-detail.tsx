/** A product: its fields, what it holds (each count opens that list), and which statuses notify. */
import type { Product, RecordCollection } from '../../gateway';
import { formatUtc } from '../shared/format';
import { FactsList, RawRecord } from './facts-list';
import { NotifyStatusesForm } from './notify-statuses-form';
import { COLLECTION_VIEWS } from './record-columns';
import { recordsHref } from './records-href';

export interface ProductDetailData {
  record: Product;
  counts: Partial<Record<RecordCollection, number>>;
}

export function ProductDetail({ detail: { record: product, counts } }: { detail: ProductDetailData }) {
  return (
    <>
      <FactsList
        facts={[
          ['Id', <code key="id">{product.id}</code>],
          ['Name', product.name],
          ['Short name', product.shortName ?? '—'],
          ['Environment', product.env],
          [
            'Partner',
            <a key="partner" href={recordsHref('partners', {}, product.partnerId)}>
              {product.partnerId}
            </a>,
          ],
          ['Created', formatUtc(product.createdAt)],
        ]}
      />
      <ul className="record-counts">
        {(Object.entries(counts) as [RecordCollection, number][]).map(([collection, count]) => (
          <li key={collection}>
            <a href={recordsHref(collection, { productId: product.id })}>
              {count.toLocaleString('en')} {COLLECTION_VIEWS[collection].label.toLowerCase()}
            </a>
          </li>
        ))}
      </ul>
      <NotifyStatusesForm productId={product.id} statuses={product.notifyStatuses} />
      <RawRecord record={product} />
    </>
  );
}
