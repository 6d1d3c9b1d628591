/**
 * One record for support staff, with what belongs to it: a payment with its product, checkout
 * link and delivery attempts; a form with every version; a webhook with its products; a partner
 * with its keys; a product with how much it holds. Related records come through indexes only.
 */
import { sandboxKeysFirst } from '../access';
import { errors, type GatewayDeps, isUuid, type RecordCollection, type Tx } from '../core';
import { checkoutLinkOf } from '../payments';
import { oldestFirst } from '../webhooks';

/** The entity names the 404s use, as the real service's entity classes are named. */
const ENTITY: Record<RecordCollection, string> = {
  partners: 'Partner',
  apiKeys: 'ApiKey',
  products: 'PayProductEntity',
  payments: 'PaySubProductEntity',
  pricingEntries: 'PricingEntity',
  forms: 'FormEntity',
  customizations: 'CustomizationEntity',
  webhooks: 'WebhookEntity',
};

/** Reads `id` of `collection` with its related records; 404 when it does not exist. */
export function readRecordDetail({ store, checkoutUrl }: GatewayDeps, collection: RecordCollection, id: string) {
  return store.read(async (tx) => {
    const record = await tx.get(collection, isUuid(id) ? id.toLowerCase() : id);
    if (!record) throw errors.notFound(ENTITY[collection]);
    switch (collection) {
      case 'payments': {
        const payment = record as Extract<typeof record, { hash: string }>;
        const product = await tx.get('products', payment.productId);
        const deliveries = (await tx.find('deliveries', 'byPayment', payment.hash)).sort(oldestFirst);
        const checkoutLink = product && checkoutLinkOf(checkoutUrl(product.env), payment);
        return { record, product, checkoutLink, deliveries };
      }
      case 'forms': {
        const versions = await tx.find('forms', 'byFormKey', (record as { formKey: string }).formKey);
        return { record, versions: versions.sort((a, b) => a.version - b.version) };
      }
      case 'webhooks': {
        const ids = (record as { productIds: string[] }).productIds;
        const products = await Promise.all(ids.map((productId) => tx.get('products', productId)));
        return { record, products: products.filter((product) => product !== undefined) };
      }
      case 'partners': {
        const keys = await tx.find('apiKeys', 'byPartner', (record as { id: string }).id);
        return { record, keys: keys.sort(sandboxKeysFirst) };
      }
      case 'products':
        return { record, counts: await productCounts(tx, (record as { id: string }).id) };
      default:
        return { record };
    }
  });
}

/** How many records of each kind a product holds, counted by the indexes. */
async function productCounts(tx: Tx, productId: string) {
  const [payments, pricingEntries, forms, customizations, webhooks] = await Promise.all([
    tx.count('payments', { index: 'byProductCreated', prefix: [productId] }),
    tx.count('pricingEntries', { index: 'byProduct', key: productId }),
    tx.count('forms', { index: 'byProduct', key: productId }),
    tx.count('customizations', { index: 'byProduct', key: productId }),
    tx.count('webhooks', { index: 'byProduct', key: productId }),
  ]);
  return { payments, pricingEntries, forms, customizations, webhooks };
}
