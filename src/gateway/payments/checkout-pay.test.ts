import { describe, expect, it } from 'vitest';
import { isPayable, refusePay, type PayRequest } from './checkout-pay';
import type { Payment } from '../core/stored-records';

const payment = (fields: Partial<Payment> = {}) =>
  ({ hash: 'ABCDEFGHIJ', productId: 'p', price: 1299, status: 'INITIALIZED', details: {}, ...fields }) as Payment;

/** The message `refusePay` throws, or null when the checkout takes the request. */
function refusal(paid: Partial<Payment>, request: PayRequest): string | null {
  try {
    refusePay(payment(paid), request);
    return null;
  } catch (error) {
    expect((error as { status: number }).status).toBe(400);
    return (error as Error).message;
  }
}

describe('a payable payment', () => {
  it('is one not yet completed and not closed', () => {
    for (const status of ['INITIALIZED', 'PENDING', 'WAITING_FOR_EXTERNAL_ACTION'] as const) expect(isPayable(status)).toBe(true);
    for (const status of ['COMPLETED', 'CANCELED', 'ERROR', 'REFUNDED'] as const) expect(isPayable(status)).toBe(false);
  });
});

describe('refusing a pay request the checkout would not allow', () => {
  it('takes an offered method on a payable payment', () => {
    expect(refusal({ price: 1000 }, { paymentMethod: 'PAYPO' })).toBeNull();
    expect(refusal({ status: 'PENDING' }, { paymentMethod: 'CARD' })).toBeNull();
    expect(refusal({}, { paymentMethod: 'BLIK', blikCode: '777123' })).toBeNull();
    expect(refusal({ price: null }, { paymentMethod: 'CARD', price: 2500 })).toBeNull();
  });

  it('refuses PayPo under 1000 grosze', () => {
    expect(refusal({ price: 999 }, { paymentMethod: 'PAYPO' })).toContain('PAYPO');
  });

  it('refuses a BLIK code that is missing, malformed or declined', () => {
    expect(refusal({}, { paymentMethod: 'BLIK' })).toBe('A BLIK code is six digits');
    expect(refusal({}, { paymentMethod: 'BLIK', blikCode: '7771' })).toBe('A BLIK code is six digits');
    expect(refusal({}, { paymentMethod: 'BLIK', blikCode: '771234' })).toContain('777');
  });

  it('refuses a payment that is completed or closed, naming both statuses', () => {
    expect(refusal({ status: 'COMPLETED' }, { paymentMethod: 'CARD' })).toBe('Cannot move a payment from COMPLETED to COMPLETED');
    expect(refusal({ status: 'CANCELED' }, { paymentMethod: 'CARD' })).toBe('Cannot move a payment from CANCELED to COMPLETED');
  });

  it('refuses a payment without a price when the customer sent no amount', () => {
    expect(refusal({ price: null }, { paymentMethod: 'CARD' })).toContain('price');
  });
});
