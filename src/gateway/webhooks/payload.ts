/** The default webhook payload of a payment notification. */
import { type Payment, type Product, type StatusChange, toEpochSeconds } from '../core';

export type Payload = Record<string, string | number>;

/**
 * Every field of the interface's default payload; empty fields are omitted. `orderId` is the
 * payment hash, `date` the time of the status change and `activeFrom` the payment's creation,
 * both epoch seconds with a fraction (the sandbox contract's choices).
 */
export function defaultPayload(
  product: Pick<Product, 'id' | 'name' | 'fullName' | 'shortName' | 'location'>,
  payment: Pick<Payment, 'externalId' | 'hash' | 'price' | 'paymentMethod' | 'details' | 'createdAt'>,
  change: StatusChange,
  requestId: string,
): Payload {
  const fields: Record<string, unknown> = {
    id: product.id,
    name: product.name,
    fullName: product.fullName,
    shortName: product.shortName,
    location: product.location,
    externalId: payment.externalId,
    orderId: payment.hash,
    price: payment.price,
    status: change.status,
    paymentMethod: change.paymentMethod ?? payment.paymentMethod,
    email: payment.details.email,
    date: toEpochSeconds(change.at),
    requestId,
    activeFrom: toEpochSeconds(payment.createdAt),
  };
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string | number] => (typeof entry[1] === 'string' && entry[1] !== '') || typeof entry[1] === 'number',
    ),
  );
}
