import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../core';
import { availableMethods, blikCodeProblem } from './checkout-rules';

describe('the payment methods a payment offers', () => {
  it('are the interface’s seven, in the checkout’s order', () => {
    expect(PAYMENT_METHODS).toEqual(['GPAY', 'APAY', 'BLIK', 'CARD', 'TRANSFER', 'PAY_BY_LINK', 'PAYPO']);
  });

  it('include PayPo from a price of 1000 grosze, not at 999', () => {
    expect(availableMethods(1000)).toContain('PAYPO');
    expect(availableMethods(999)).not.toContain('PAYPO');
    expect(availableMethods(999)).toEqual(['GPAY', 'APAY', 'BLIK', 'CARD', 'TRANSFER', 'PAY_BY_LINK']);
  });

  it('leave PayPo out for a payment whose customer sets the amount', () => {
    expect(availableMethods(null)).not.toContain('PAYPO');
  });
});

describe('BLIK codes in the sandbox', () => {
  it('accepts six digits starting with 777', () => {
    expect(blikCodeProblem('777123')).toBeNull();
    expect(blikCodeProblem('777000')).toBeNull();
  });

  it('declines six digits starting otherwise, 77 included', () => {
    expect(blikCodeProblem('771234')).toBe('blikDeclined');
    expect(blikCodeProblem('123456')).toBe('blikDeclined');
  });

  it('refuses anything but six digits', () => {
    for (const code of ['', '77712', '7771234', '777 12', '777a12']) expect(blikCodeProblem(code)).toBe('blikFormat');
  });
});
