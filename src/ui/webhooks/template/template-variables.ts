/**
 * The variables a `requestTemplate` can use: the default payload's fields
 * (`gateway/webhooks/payload.ts`, docs/decisions/webhook-templates.md), each with what it holds, for the
 * editor's completion and hover, and a sample payment for previews without a stored one.
 */
import { NOTIFIABLE_STATUSES, type Payload } from '../../../gateway';

export const TEMPLATE_VARIABLES: Readonly<Record<string, string>> = {
  id: 'The product id (uuid)',
  name: "The product's name",
  fullName: "The product's full name; empty when not set",
  shortName: "The product's shortName; empty when not set",
  location: "The product's location; empty when not set",
  externalId: "The merchant's own id of the payment",
  orderId: 'The payment hash, the end of redirectUrl',
  price: "The payment's current price in grosze, as text (1299 for 12.99 PLN)",
  status: `The new status, one of ${NOTIFIABLE_STATUSES.join(', ')}`,
  paymentMethod: 'How the customer paid (BLIK, CARD, ...); empty when unknown',
  email: "The customer's email from the payment details; empty when not given",
  date: 'When the status changed: epoch seconds with a fraction',
  requestId: 'One uuid per notification, the same on its retries',
  activeFrom: 'When the payment was created: epoch seconds with a fraction',
};

/** A payment as a preview shows it when no stored payment is chosen. */
export const SAMPLE_VARIABLES: Payload = {
  id: '0190b6a2-4c1e-7c3a-9d2b-5e8f1a2b3c4d',
  name: 'Sample shop',
  shortName: 'sample-shop',
  externalId: 'order-1',
  orderId: 'AbCdEfGh12',
  price: 1299,
  status: 'COMPLETED',
  paymentMethod: 'BLIK',
  email: 'buyer@example.com',
  date: 1768478405.5,
  requestId: '0190b6a2-4c1e-7c3a-9d2b-000000000001',
  activeFrom: 1768478400,
};
