import { z } from 'zod';
import { PAYMENT_METHODS } from '../checkout-rules';
import { amount, bankAccountDetails, jsonObject, optional } from './common';

/**
 * `externalId` is required, yet its absence is the real service's 500, not a 400: the schema
 * lets it through and the payments module answers it. A number is taken as its decimal string,
 * as the real JSON binding does.
 */
const externalId = optional(z.union([z.string(), z.number()]).transform(String)).meta({
  description: 'Unique order identifier on the merchant side; the idempotency key. Required.',
});

/** The keys the checkout reads, described for editors; any other key is stored and passed on. */
const details = jsonObject.meta({
  description:
    'Free-form; stored whole. The checkout reads returnUrl, redirectUrl, productName, email, locale, ' +
    `orderId, recipient, triggerPayment (${PAYMENT_METHODS.join(', ')}), qrStepEnabled, autoclose (ms).`,
});

export const paymentCreateSchema = z
  .object({
    price: optional(amount),
    externalId,
    description: optional(z.string()),
    details: optional(details),
    bankAccountDetails: optional(bankAccountDetails).meta({
      description: "Overrides the product's payout account for this payment",
    }),
  })
  // Required by the interface though its absence is a 500, not a 400: editors should flag it.
  .meta({ id: 'PaymentCreate', required: ['externalId'] });

export const priceUpdateSchema = z
  .object({ price: amount })
  .meta({ id: 'PriceUpdate' });

export const documentCreateSchema = z
  .object({
    externalId,
    imageFormat: optional(z.enum(['svg', 'png'])),
    bannerType: optional(z.string()),
    price: optional(amount),
    details: optional(jsonObject),
    bankAccountDetails: optional(bankAccountDetails),
  })
  .meta({ id: 'SubproductCreate', required: ['externalId'] });

export type PaymentCreate = z.output<typeof paymentCreateSchema>;
export type DocumentCreate = z.output<typeof documentCreateSchema>;
