/**
 * What the interface's endpoints answer, as zod schemas built from the stored records' schemas:
 * the OpenAPI document types every success body from these, so a client generated from it is
 * typed end to end and a validating proxy can check each answer. A view that leaves fields out
 * or adds some says so here, next to the record it comes from (see the module's view functions:
 * `productView`, `webhookView`, `formView`, `priceView`). Times in these views are epoch seconds
 * with a fraction; the records' own are milliseconds.
 */
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../core';
import { RECORD_SCHEMAS } from './stored-records';

const { products, payments, pricingEntries, forms, customizations, webhooks } = RECORD_SCHEMAS;

/** A product as the API answers it: its partner instead of `partnerId`, no environment or notify settings. */
export const productAnswer = products
  .omit({ env: true, partnerId: true, notifyStatuses: true })
  .extend({
    partner: z.object({ id: z.string(), name: z.string(), productTypes: z.array(z.literal('PAY')) }),
  })
  .meta({ id: 'Product' });

/** What creating a payment answers: the hosted checkout's link, whose last 10 characters are the payment hash. */
export const paymentLinkAnswer = z
  .object({ redirectUrl: z.string().meta({ description: 'The hosted checkout; open it to pay' }) })
  .meta({ id: 'PaymentLink' });

/** The price-update object: `id` is the pricing item's. */
export const priceUpdateAnswer = z
  .object({
    id: z.string(),
    price: z.number().int().nullable(),
    userDefinedAmount: z.boolean(),
    description: z.string().optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'PricingItem' });

/** The keyless status endpoint's answer. */
export const paymentStatusAnswer = z.object({ status: z.enum(PAYMENT_STATUSES) }).meta({ id: 'PaymentStatus' });

/** A stored payment, whole, as the sandbox helpers and the checkout read it. */
export const paymentAnswer = payments.meta({ id: 'Payment' });

export const pricingEntryAnswer = pricingEntries.meta({ id: 'PricingEntry' });

/** A form version as the API answers it: without the key that ties its versions together. */
export const formAnswer = forms.omit({ formKey: true }).meta({ id: 'Form' });

export const formFieldAnswer = forms.shape.fields.element.meta({ id: 'FormFieldView' });

export const customizationAnswer = customizations.meta({ id: 'CustomizationView' });

/** A webhook as lists and reads answer it: never its signing secret, nor its environment. */
export const webhookAnswer = webhooks.omit({ env: true, signingSecret: true }).meta({ id: 'Webhook' });

/** A webhook as registration and assignment answer it: with the secret that verifies its signatures. */
export const webhookWithSecretAnswer = webhooks
  .omit({ env: true })
  .meta({ id: 'WebhookWithSecret', description: 'Store signingSecret: it verifies X-Service-Signature' });

/** A product as a webhook's product list shows it. */
export const productSummaryAnswer = products.pick({ id: true, name: true, productType: true, status: true }).meta({ id: 'ProductSummary' });
