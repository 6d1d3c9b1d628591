import { z } from 'zod';
import { ACCEPTED_BLIK_PREFIX, PAYMENT_METHODS, PAYPO_MINIMUM } from '../core';
import { PAYMENT_MISTAKES } from './accepted-mistakes';
import { ACCEPTED_MISTAKES } from './keywords';
import { amount, bankAccountDetails, describedEnum, enumDescriptions, jsonObject, optional } from './common';

/**
 * `externalId` is required, yet its absence is the real service's 500, not a 400: the schema
 * lets it through and the payments module answers it. A number is taken as its decimal string,
 * as the real JSON binding does.
 */
const externalId = optional(z.union([z.string(), z.number()]).transform(String)).meta({
  description: 'Unique order identifier on the merchant side; the idempotency key. Required.',
});

const text = (description: string) => ({ type: 'string', description });

/** What preselecting each method does on the checkout (the interface's checkout behaviours and limits). */
const TRIGGER_PAYMENT = enumDescriptions(PAYMENT_METHODS, {
  GPAY: 'Google Pay. Starts at once on the first display when `details.email` is known (not in the embedded widget).',
  APAY: 'Apple Pay. Starts at once like GPAY; in the embedded widget it needs the product’s `metadata.merchantDomain`.',
  BLIK: `BLIK, preselected. In the sandbox any six-digit code starting with ${ACCEPTED_BLIK_PREFIX} pays.`,
  CARD: 'Card, preselected.',
  TRANSFER: 'Bank transfer, preselected.',
  PAY_BY_LINK: 'Pay-by-link, preselected.',
  PAYPO: `PayPo, preselected. Listed only for a \`price\` of ${PAYPO_MINIMUM} (${(PAYPO_MINIMUM / 100).toFixed(2)} PLN) or more.`,
});

/**
 * Stored whole and never refused, whatever it holds. The document names the keys the checkout
 * reads, with the types it reads them as, so that a client generated from it and the editors flag
 * a value the checkout would ignore (`triggerPayment: 'BITCOIN'`); any other key is allowed.
 */
const details = jsonObject.meta({
  description: 'Free-form; stored whole and passed on. The checkout reads the keys named here; any other key is stored too.',
  properties: {
    returnUrl: text('Where "Back to shop" leads after paying (http or https)'),
    redirectUrl: text('Read by the checkout, as the interface names it'),
    productName: text('The name the customer sees (else the description)'),
    email: text('The customer’s e-mail, prefilled'),
    locale: text('The checkout’s language, e.g. pl-PL (else the product’s)'),
    orderId: text('The order the customer sees (else externalId)'),
    recipient: text('Who is paid, as the customer sees it'),
    triggerPayment: {
      type: 'string',
      enum: [...PAYMENT_METHODS],
      ...TRIGGER_PAYMENT,
      description: 'The method preselected on the checkout (GPAY and APAY start at once when email is known); an unknown one is ignored',
    },
    qrStepEnabled: { type: 'boolean', description: 'Opens on a QR code of the checkout, on a desktop, unless triggerPayment is set' },
    autoclose: { type: 'number', minimum: 0, description: 'Milliseconds after paying before the checkout returns to returnUrl' },
  },
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
  .meta({ id: 'PaymentCreate', required: ['externalId'], [ACCEPTED_MISTAKES]: PAYMENT_MISTAKES });

export const priceUpdateSchema = z.object({ price: amount }).meta({ id: 'PriceUpdate' });

export const documentCreateSchema = z
  .object({
    externalId,
    imageFormat: optional(describedEnum(['svg', 'png'], { svg: 'An SVG banner (the default).', png: 'A PNG banner.' })),
    bannerType: optional(z.string()),
    price: optional(amount),
    details: optional(jsonObject),
    bankAccountDetails: optional(bankAccountDetails),
  })
  .meta({ id: 'SubproductCreate', required: ['externalId'] });

export type PaymentCreate = z.output<typeof paymentCreateSchema>;
export type DocumentCreate = z.output<typeof documentCreateSchema>;
