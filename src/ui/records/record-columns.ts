/**
 * How each collection is listed: its tab label, the field that identifies a record, the columns
 * of its table and what its search box finds. Cells are plain strings, rendered as text (in a
 * badge where a column has a tone).
 */
import { type Collections, RECORD_COLLECTIONS, type RecordCollection } from '../../gateway';
import { formatAmount, formatUtc } from '../shared/format';
import { paymentStatusTone } from './payment-status-badge';

interface Column<C extends RecordCollection> {
  label: string;
  cell(record: Collections[C]): string;
  /** The badge class the cell is shown in, for a value read at a glance (a payment's status). */
  tone?(record: Collections[C]): string;
}

export interface CollectionView<C extends RecordCollection> {
  label: string;
  /** The record's key, as `/_sandbox/records/{collection}/{id}` takes it. */
  idOf(record: Collections[C]): string;
  columns: Column<C>[];
  /** What the search box looks up, by the start of the value. */
  searchHint: string;
  /** Whether the list can be narrowed to one product or one partner. */
  byProduct: boolean;
  byPartner: boolean;
}

const created = { label: 'Created', cell: (record: { createdAt: number }) => formatUtc(record.createdAt, 's') };
const product = { label: 'Product', cell: (record: { productId: string }) => record.productId };
const price = (value: number | null | undefined) => (value === null || value === undefined ? 'customer sets' : formatAmount(value));

export const COLLECTION_VIEWS: { [C in RecordCollection]: CollectionView<C> } = {
  products: {
    label: 'Products',
    idOf: (record) => record.id,
    columns: [
      { label: 'Name', cell: (record) => record.name },
      { label: 'Short name', cell: (record) => record.shortName ?? '' },
      { label: 'Env', cell: (record) => record.env },
      created,
    ],
    searchHint: 'id or shortName',
    byProduct: false,
    byPartner: true,
  },
  payments: {
    label: 'Payments',
    idOf: (record) => record.hash,
    columns: [
      { label: 'Hash', cell: (record) => record.hash },
      { label: 'External id', cell: (record) => record.externalId },
      { label: 'Status', cell: (record) => record.status, tone: (record) => paymentStatusTone(record.status) },
      { label: 'Price', cell: (record) => price(record.price) },
      created,
    ],
    searchHint: 'hash or externalId',
    byProduct: true,
    byPartner: false,
  },
  pricingEntries: {
    label: 'Pricing',
    idOf: (record) => record.id,
    columns: [{ label: 'Id', cell: (record) => record.id }, { label: 'Price', cell: (record) => price(record.price) }, product, created],
    searchHint: 'id',
    byProduct: true,
    byPartner: false,
  },
  forms: {
    label: 'Forms',
    idOf: (record) => record.id,
    columns: [
      { label: 'Form', cell: (record) => record.formKey },
      { label: 'Version', cell: (record) => `v${record.version}${record.isCurrent ? ' (current)' : ''}` },
      { label: 'Fields', cell: (record) => record.fields.map((field) => field.name).join(', ') },
      created,
    ],
    searchHint: 'version id or form key',
    byProduct: true,
    byPartner: false,
  },
  customizations: {
    label: 'Customizations',
    idOf: (record) => record.id,
    columns: [
      { label: 'Title', cell: (record) => record.title ?? '' },
      { label: 'Locale', cell: (record) => record.locale ?? '' },
      product,
      created,
    ],
    searchHint: 'id',
    byProduct: true,
    byPartner: false,
  },
  webhooks: {
    label: 'Webhooks',
    idOf: (record) => record.id,
    columns: [
      { label: 'Name', cell: (record) => record.name ?? '' },
      { label: 'Endpoint', cell: (record) => `${record.method} ${record.endpoint}` },
      { label: 'Products', cell: (record) => String(record.productIds.length) },
      created,
    ],
    searchHint: 'id',
    byProduct: true,
    byPartner: true,
  },
  partners: {
    label: 'Partners',
    idOf: (record) => record.id,
    columns: [
      { label: 'Name', cell: (record) => record.name },
      { label: 'Settlement account', cell: (record) => (record.bankAccount ? 'yes' : 'none') },
      created,
    ],
    searchHint: 'id',
    byProduct: false,
    byPartner: false,
  },
  apiKeys: {
    label: 'Keys',
    idOf: (record) => record.key,
    columns: [
      { label: 'Key', cell: (record) => record.key },
      { label: 'Env', cell: (record) => record.env },
      { label: 'State', cell: (record) => (record.revoked ? 'revoked' : 'active') },
      { label: 'Partner', cell: (record) => record.partnerId },
    ],
    searchHint: 'the whole key',
    byProduct: false,
    byPartner: true,
  },
};

/**
 * The tabs, in the order a support person follows a case: who, what they sell, what was paid
 * (the order the gateway lists the browsable collections in).
 */
export const TAB_ORDER: readonly RecordCollection[] = RECORD_COLLECTIONS;
