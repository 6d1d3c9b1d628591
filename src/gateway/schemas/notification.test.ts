import { describe, expect, it } from 'vitest';
import { defaultPayload } from '../webhooks/payload';
import { signatureHeader } from '../webhooks/signing';
import { notificationPayloadSchema, signatureHeaderSchema } from './notification';

const PRODUCT = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Blue Mugs',
  fullName: 'Blue Mugs Ltd',
  shortName: 'blue-mugs',
  location: 'Kraków',
};
const PAYMENT = {
  externalId: 'order-1001',
  hash: 'AbCdE12345',
  price: 1299,
  paymentMethod: 'BLIK',
  details: { email: 'anna@example.com' },
  createdAt: 1_768_478_400_123,
};
const CHANGE = { status: 'COMPLETED' as const, at: 1_768_478_460_456, paymentMethod: 'BLIK' };
const REQUEST_ID = '00000000-0000-4000-8000-0000000000aa';

/** The schema's reading of `payload`, refusing any key it does not name. */
const strictly = (payload: unknown) => notificationPayloadSchema.strict().safeParse(payload);

describe('the documented notification', () => {
  it('describes every field of the default payload, each of its type', () => {
    const payload = defaultPayload(PRODUCT, PAYMENT, CHANGE, REQUEST_ID);
    expect(Object.keys(payload)).toHaveLength(14);
    expect(strictly(payload)).toMatchObject({ success: true, data: payload });
  });

  it('leaves optional exactly the fields an empty value leaves out', () => {
    const sparse = defaultPayload(
      { id: PRODUCT.id, name: '' },
      { ...PAYMENT, price: null, paymentMethod: undefined, details: {} },
      { ...CHANGE, paymentMethod: undefined },
      REQUEST_ID,
    );
    expect(Object.keys(sparse).sort()).toEqual(['activeFrom', 'date', 'externalId', 'id', 'orderId', 'requestId', 'status']);
    expect(strictly(sparse).success).toBe(true);
  });

  it('refuses a status that never notifies and a field it does not name', () => {
    const payload = defaultPayload(PRODUCT, PAYMENT, CHANGE, REQUEST_ID);
    expect(strictly({ ...payload, status: 'PENDING' }).success).toBe(false);
    expect(strictly({ ...payload, orderID: payload.orderId }).success).toBe(false);
  });

  it('describes the signature header the gateway writes', () => {
    expect(signatureHeaderSchema.safeParse(signatureHeader('whsec_x', '{}', 1_768_478_400)).success).toBe(true);
    expect(signatureHeaderSchema.safeParse('t=1768478400,v1=abc').success).toBe(false);
  });
});
