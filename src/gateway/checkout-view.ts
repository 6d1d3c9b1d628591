/**
 * What the hosted checkout shows for one payment, read without an API key: customers have none.
 * The payment, the few product fields a customer may see (name, locale, logo, domain) and the
 * product's checkout texts, all from one read transaction so they always belong together.
 */
import type { GatewayDeps } from './deps';
import { errors } from './errors';
import { compact, withEpochSeconds } from './objects';
import type { Tx } from './ports';
import type { Customization, Payment } from './records';

/** The product as the checkout sees it: display fields only, never keys, fees or bank details. */
export interface CheckoutProduct {
  id: string;
  name: string;
  shortName?: string;
  /** `productMetadata.locale`: the checkout's language unless the payment names one. */
  locale?: string;
  logoUrl?: string;
  merchantDomain?: string;
}

export interface CheckoutView {
  /** The whole stored payment, as `GET /_sandbox/payments/<hash>` answers it. */
  payment: Payment;
  product: CheckoutProduct;
  /** Every customization of the product, as the customization API lists them. */
  customizations: Customization[];
}

/** Reads the checkout's data inside `tx`; 404 `PaySubProductEntity not found` for an unknown hash. */
export async function readCheckoutView(tx: Tx, hash: string): Promise<CheckoutView> {
  const payment = await tx.get('payments', hash);
  if (!payment) throw errors.notFound('PaySubProductEntity');
  const product = await tx.get('products', payment.productId);
  // A payment always has its product; a hand-edited snapshot might not.
  if (!product) throw errors.notFound('PayProductEntity');
  const customizations = await tx.find('customizations', 'byProduct', product.id);
  return {
    payment,
    product: compact({
      id: product.id,
      name: product.name,
      shortName: product.shortName,
      locale: product.productMetadata?.locale,
      logoUrl: product.metadata?.logoUrl,
      merchantDomain: product.metadata?.merchantDomain,
    }),
    customizations: customizations.map((customization) => withEpochSeconds(customization)),
  };
}

/** The keyless read behind `GET /_sandbox/checkout/<paymentHash>`. */
export function checkoutViewModule({ store }: GatewayDeps) {
  return {
    view: (hash: string): Promise<CheckoutView> => store.read((tx) => readCheckoutView(tx, hash)),
  };
}
