/** Ready-made requests that fill the console form, chained through the ids earlier answers gave. */
import { SANDBOX_BASE, SANDBOX_STATUS } from '../shared/virtual-hosts';
import type { ConsoleRequest } from './send-request';

/** Ids learnt from earlier responses; a placeholder stands in until one is known. */
export interface ExampleContext {
  productId?: string;
  paymentHash?: string;
}

export interface Example {
  id: string;
  label: string;
  build(context: ExampleContext): Omit<ConsoleRequest, 'apiKey'>;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
const suffix = () => Math.random().toString(36).slice(2, 8);

export const EXAMPLES: readonly Example[] = [
  {
    id: 'create-product',
    label: 'Create product',
    build: () => ({
      method: 'POST',
      url: `${SANDBOX_BASE}/api/product/pay`,
      body: json({
        productType: 'PAY',
        name: 'Demo shop',
        // shortName is unique within an environment, so each fill gets its own.
        shortName: `demo-${suffix()}`,
        location: 'Warsaw',
        timezone: 'Europe/Warsaw',
      }),
    }),
  },
  {
    id: 'create-payment',
    label: 'Create payment',
    build: ({ productId = '<productId>' }) => ({
      method: 'POST',
      url: `${SANDBOX_BASE}/api/pay/product/${productId}/subproduct/pricing`,
      body: json({
        price: 1299,
        externalId: `order-${suffix()}`,
        details: {
          productName: 'Blue mug',
          recipient: 'Demo shop',
          returnUrl: 'https://shop.example/thanks',
        },
      }),
    }),
  },
  {
    id: 'payment-status',
    label: 'Payment status',
    build: ({ productId = '<productId>', paymentHash = '<paymentHash>' }) => ({
      method: 'GET',
      url: `${SANDBOX_STATUS}/api/payment/product/${productId}/subproduct/${paymentHash}/status`,
      body: '',
    }),
  },
];
