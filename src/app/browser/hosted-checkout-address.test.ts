import { describe, expect, it } from 'vitest';
import { hostedCheckoutOf } from './hosted-checkout-address';

describe('the payment a hosted-checkout address names', () => {
  it('reads the product from the path and the payment hash from externalId', () => {
    const url = new URL('http://127.0.0.1:4010/checkout/0b7c4b36-1f0e-4d6a-9a43-3c0f4a1d2e55?externalId=a1b2c3');
    expect(hostedCheckoutOf(url)).toEqual({ productId: '0b7c4b36-1f0e-4d6a-9a43-3c0f4a1d2e55', paymentHash: 'a1b2c3' });
  });

  it('decodes an escaped segment and keeps a malformed one as typed', () => {
    expect(hostedCheckoutOf(new URL('http://h/checkout/p%201?externalId=x')).productId).toBe('p 1');
    expect(hostedCheckoutOf(new URL('http://h/checkout/p%E0%A4%A?externalId=x')).productId).toBe('p%E0%A4%A');
  });

  it('names no payment for a path that is not one checkout', () => {
    expect(hostedCheckoutOf(new URL('http://h/checkout'))).toEqual({ productId: '', paymentHash: '' });
    expect(hostedCheckoutOf(new URL('http://h/checkout/a/b?externalId=x'))).toEqual({ productId: '', paymentHash: 'x' });
  });
});
