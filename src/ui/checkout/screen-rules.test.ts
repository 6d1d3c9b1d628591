import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../../gateway';
import type { CheckoutProduct } from '../../gateway/payments/checkout-view';
import type { Customization, Payment } from '../../gateway/core/stored-records';
import { checkoutLocale, pickCustomization } from './checkout-locale';
import { autocloseDelay, customerAmount, wantsQrStep } from './screen-rules';
import { checkoutTextFor } from './checkout-text';
import { autoStartWallet, preselectedMethod } from './payment-methods';

const payment = (details: Record<string, unknown>, fields: Partial<Payment> = {}) =>
  ({ hash: 'ABCDEFGHIJ', productId: 'p', price: 1299, status: 'INITIALIZED', details, ...fields }) as Payment;
const product = (locale?: string) => ({ id: 'p', name: 'Shop', locale }) as CheckoutProduct;
const customization = (title: string, locale?: string) => ({ id: title, title, locale }) as Customization;

describe('the checkout locale', () => {
  it('is details.locale, else the product locale, else en-GB', () => {
    expect(checkoutLocale(payment({ locale: 'pl-PL' }), product('en-GB'))).toBe('pl-PL');
    expect(checkoutLocale(payment({}), product('pl-PL'))).toBe('pl-PL');
    expect(checkoutLocale(payment({ locale: '' }), product())).toBe('en-GB');
  });

  it('reads Polish for every pl tag and English for anything else', () => {
    for (const tag of ['pl', 'pl-PL', 'PL_pl']) expect(checkoutTextFor(tag).lang).toBe('pl');
    for (const tag of ['en-GB', 'de-DE', 'plx', '']) expect(checkoutTextFor(tag).lang).toBe('en');
  });

  it('formats amounts the Polish way in Polish', () => {
    expect(checkoutTextFor('pl-PL').amount(123456)).toBe('1234,56 zł');
    expect(checkoutTextFor('en-GB').amount(123456)).toBe('1234.56 PLN');
  });
});

describe('picking a customization', () => {
  const all = [customization('any'), customization('british', 'en-GB'), customization('polish', 'pl-PL')];

  it('takes the exact locale first, then the same language, then one without a locale', () => {
    expect(pickCustomization(all, 'pl-PL')?.title).toBe('polish');
    expect(pickCustomization(all, 'pl_pl')?.title).toBe('polish');
    expect(pickCustomization(all, 'en-US')?.title).toBe('british');
    expect(pickCustomization(all, 'de-DE')?.title).toBe('any');
  });

  it("never shows another language's texts", () => {
    expect(pickCustomization([customization('polish', 'pl-PL')], 'en-GB')).toBeUndefined();
  });
});

describe('auto-start, QR step and autoclose', () => {
  const available: PaymentMethod[] = ['GPAY', 'APAY', 'BLIK', 'CARD', 'TRANSFER', 'PAY_BY_LINK', 'PAYPO'];

  it('auto-starts only GPAY or APAY with a known e-mail', () => {
    expect(autoStartWallet({ triggerPayment: 'GPAY', email: 'a@b.test' }, available)).toBe('GPAY');
    expect(autoStartWallet({ triggerPayment: 'APAY', email: 'a@b.test' }, available)).toBe('APAY');
    expect(autoStartWallet({ triggerPayment: 'GPAY' }, available)).toBeNull();
    expect(autoStartWallet({ triggerPayment: 'GPAY', email: ' ' }, available)).toBeNull();
    expect(autoStartWallet({ triggerPayment: 'BLIK', email: 'a@b.test' }, available)).toBeNull();
  });

  it('does not auto-start a method the payment does not offer', () => {
    expect(autoStartWallet({ triggerPayment: 'GPAY', email: 'a@b.test' }, ['BLIK', 'CARD'])).toBeNull();
  });

  it('preselects only an available method of the interface', () => {
    expect(preselectedMethod({ triggerPayment: 'PAYPO' }, ['BLIK', 'CARD'])).toBeNull();
    expect(preselectedMethod({ triggerPayment: 'PAYPO' }, available)).toBe('PAYPO');
    expect(preselectedMethod({ triggerPayment: 'CRYPTO' }, available)).toBeNull();
  });

  it('wants the QR step only with qrStepEnabled true and no known trigger', () => {
    expect(wantsQrStep(payment({ qrStepEnabled: true }))).toBe(true);
    expect(wantsQrStep(payment({ qrStepEnabled: 'true' }))).toBe(false);
    expect(wantsQrStep(payment({ qrStepEnabled: true, triggerPayment: 'CARD' }))).toBe(false);
    expect(wantsQrStep(payment({ qrStepEnabled: true, triggerPayment: 'CRYPTO' }))).toBe(true);
  });

  it('reads autoclose as milliseconds when it is a non-negative number', () => {
    expect(autocloseDelay(payment({ autoclose: 3000 }))).toBe(3000);
    expect(autocloseDelay(payment({ autoclose: 0 }))).toBe(0);
    expect(autocloseDelay(payment({}))).toBeNull();
    expect(autocloseDelay(payment({ autoclose: '3000' }))).toBeNull();
    expect(autocloseDelay(payment({ autoclose: -1 }))).toBeNull();
  });
});

describe('the amount a customer sets', () => {
  it('reads złoty with up to two decimals after a comma or a point, in grosze', () => {
    expect(['25', '25,5', '25.50', ' 0,01 ', '1000000'].map(customerAmount)).toEqual([2500, 2550, 2550, 1, 100_000_000]);
  });

  it('refuses what is no amount, or less than a grosz', () => {
    expect(['', 'abc', '0', '0,00', '1,234', '-5', '1e3', '12 zł'].map(customerAmount)).toEqual(Array(8).fill(null));
  });
});
