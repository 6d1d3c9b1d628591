/**
 * What the hosted checkout shows for one payment, read without an API key: customers have none.
 * The payment, whether it can still be paid and by which methods, the few product fields a
 * customer may see (name, locale, logo, domain) and the product's checkout texts, all from one
 * transaction so they always belong together. Paying goes through here too, so that the
 * checkout's rules (`checkout-pay.ts`) hold for any request, not only on the screen.
 */
import { isPayable, refusePay, type PayRequest } from './checkout-pay';
import { availableMethods } from './checkout-rules';
import {
  compact,
  type Customization,
  errors,
  type GatewayDeps,
  type Payment,
  type PaymentMethod,
  type Tx,
  withEpochSeconds,
} from '../core';
import { movePayment } from './payments';

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
  /** Whether the pay form applies: the payment can still move to COMPLETED. */
  payable: boolean;
  /** The methods this payment offers, in display order (PAYPO only from a price of 1000). */
  methods: PaymentMethod[];
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
    payable: isPayable(payment.status),
    methods: availableMethods(payment.price),
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

/** The keyless read and pay behind `GET /_sandbox/checkout/<paymentHash>` and its `/pay`. */
export function checkoutViewModule({ store, clock }: GatewayDeps) {
  return {
    view: (hash: string): Promise<CheckoutView> => store.read((tx) => readCheckoutView(tx, hash)),

    /**
     * Completes the payment as its customer does on the checkout, or refuses with a 400 and
     * changes nothing when the checkout would not allow it; answers the view as it now stands.
     */
    pay: (hash: string, request: PayRequest): Promise<CheckoutView> =>
      store.write(async (tx) => {
        const payment = await tx.get('payments', hash);
        if (!payment) throw errors.notFound('PaySubProductEntity');
        refusePay(payment, request);
        await movePayment(tx, clock.now(), payment, 'COMPLETED', request);
        return readCheckoutView(tx, hash);
      }),
  };
}
