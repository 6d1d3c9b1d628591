import { describe, expect, it } from 'vitest';
import { checkoutTargetOf } from './checkout-target';

const APP = 'https://play.example/docs/app/';

describe('the checkout a redirectUrl opens inside an embed', () => {
  it('is the product and payment of this app’s checkout route', () => {
    expect(checkoutTargetOf(`${APP}#/checkout/prod-1?externalId=abc123`, APP)).toEqual({ productId: 'prod-1', paymentHash: 'abc123' });
  });

  it('is none for another site, another page, another route or no payment', () => {
    expect(checkoutTargetOf('https://evil.example/docs/app/#/checkout/prod-1?externalId=abc', APP)).toBeNull();
    expect(checkoutTargetOf(`${APP}other.html#/checkout/prod-1?externalId=abc`, APP)).toBeNull();
    expect(checkoutTargetOf(`${APP}#/keys`, APP)).toBeNull();
    expect(checkoutTargetOf(`${APP}#/checkout/prod-1`, APP)).toBeNull();
    expect(checkoutTargetOf('javascript:alert(1)', APP)).toBeNull();
  });
});
