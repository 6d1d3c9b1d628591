// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentNotFound } from './payment-not-found';

afterEach(cleanup);

describe('a checkout link naming no payment here', () => {
  it('says the payment may live in another browser’s sandbox and how to bring the case over', () => {
    render(<PaymentNotFound paymentHash="NOSUCHHASH" />);
    const alert = screen.getByRole('alert');

    expect(alert.textContent).toContain('Each browser keeps its own sandbox');
    expect(alert.textContent).toContain('export a snapshot');
    expect(alert.textContent).toContain('import that file');
    expect(alert.textContent).toContain('NOSUCHHASH');
  });

  it('says a payment made in a docs embed is paid inside that embed, where it lives', () => {
    render(<PaymentNotFound paymentHash="NOSUCHHASH" />);
    expect(screen.getByRole('alert').textContent).toContain(
      'lives only in that example’s frame, and is gone with it: pay it there, with “Open the checkout here”',
    );
  });

  it('shows a hash from the URL as text, never as markup', () => {
    render(<PaymentNotFound paymentHash={'<img src=x onerror=alert(1)>'} />);
    expect(screen.getByRole('alert').querySelector('img')).toBeNull();
  });

  it('a link without an externalId only says that it names no payment', () => {
    render(<PaymentNotFound paymentHash="" />);
    expect(screen.getByRole('alert').textContent).not.toContain('Each browser keeps its own sandbox');
  });
});
