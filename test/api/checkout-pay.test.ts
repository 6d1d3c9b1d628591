/**
 * The hosted checkout's rules held by the gateway, at their edges, on every store: the methods the
 * checkout view offers (PayPo from 1000 grosze), and `POST /_sandbox/checkout/<hash>/pay`, which
 * pays as the customer does and refuses, changing nothing, what the checkout would not allow.
 */
import { describe, expect, test } from 'vitest';
import { expectNothingChanged, MALFORMED_JSON, openMerchant, createPayment, storedPayment, type Merchant } from '../support/api';
import { BASE, hashOf } from '../support/harness';
import { openWebhookScene } from '../support/webhook-scene';

const ALL_METHODS = ['GPAY', 'APAY', 'BLIK', 'CARD', 'TRANSFER', 'PAY_BY_LINK', 'PAYPO'];

let orders = 0;

/** A payment of `price` grosze (none when null: the customer sets it); answers its hash. */
async function paymentOf(merchant: Merchant, price: number | null): Promise<string> {
  const body = { externalId: `order-${++orders}`, details: {}, ...(price === null ? {} : { price }) };
  const { status, body: created } = await createPayment(merchant, body);
  expect(status).toBe(200);
  return hashOf(created.redirectUrl);
}

const view = (merchant: Merchant, hash: string) => merchant.h.json('GET', `${BASE}/_sandbox/checkout/${hash}`);
const pay = (merchant: Merchant, hash: string, body: unknown) => merchant.h.json('POST', `${BASE}/_sandbox/checkout/${hash}/pay`, { body });

/** Sends a pay request that must be refused: answers the refusal, and checks nothing was stored. */
async function refused(merchant: Merchant, hash: string, body: unknown) {
  let reply!: Awaited<ReturnType<typeof pay>>;
  await expectNothingChanged(merchant.h, async () => {
    reply = await pay(merchant, hash, body);
  });
  return reply;
}

describe('the methods the checkout view offers', () => {
  test('PayPo is offered at 1000 grosze, with every other method, in the checkout’s order', async () => {
    const merchant = await openMerchant();
    const { body } = await view(merchant, await paymentOf(merchant, 1000));
    expect(body.methods).toEqual(ALL_METHODS);
    expect(body.payable).toBe(true);
  });

  test('PayPo is not offered at 999 grosze, nor when the customer sets the amount', async () => {
    const merchant = await openMerchant();
    const without = ALL_METHODS.filter((method) => method !== 'PAYPO');
    expect((await view(merchant, await paymentOf(merchant, 999))).body.methods).toEqual(without);
    expect((await view(merchant, await paymentOf(merchant, null))).body.methods).toEqual(without);
  });

  test('a completed or canceled payment is not payable', async () => {
    const merchant = await openMerchant();
    const completed = await paymentOf(merchant, 1299);
    const canceled = await paymentOf(merchant, 1299);
    await merchant.h.json('POST', `${BASE}/_sandbox/payments/${completed}/status`, {
      body: { status: 'COMPLETED', paymentMethod: 'CARD' },
    });
    await merchant.h.json('POST', `${BASE}/_sandbox/payments/${canceled}/status`, { body: { status: 'CANCELED' } });
    expect((await view(merchant, completed)).body.payable).toBe(false);
    expect((await view(merchant, canceled)).body.payable).toBe(false);
  });
});

describe('POST /_sandbox/checkout/<paymentHash>/pay', () => {
  test('pays PayPo at 1000 grosze: the payment is stored COMPLETED by PAYPO and the view answered', async () => {
    const merchant = await openMerchant();
    const hash = await paymentOf(merchant, 1000);

    const reply = await pay(merchant, hash, { paymentMethod: 'PAYPO' });

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ payable: false, payment: { hash, status: 'COMPLETED', paymentMethod: 'PAYPO' } });
    expect(await storedPayment(merchant.h, hash)).toMatchObject({ status: 'COMPLETED', paymentMethod: 'PAYPO' });
  });

  test('refuses PayPo at 999 grosze with a 400, and stores nothing', async () => {
    const merchant = await openMerchant();
    const hash = await paymentOf(merchant, 999);

    const reply = await refused(merchant, hash, { paymentMethod: 'PAYPO' });

    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ status: 400, message: 'PAYPO is not offered for this payment' });
  });

  test('pays BLIK with the code 777123', async () => {
    const merchant = await openMerchant();
    const hash = await paymentOf(merchant, 1299);

    expect((await pay(merchant, hash, { paymentMethod: 'BLIK', blikCode: '777123' })).status).toBe(200);

    expect(await storedPayment(merchant.h, hash)).toMatchObject({ status: 'COMPLETED', paymentMethod: 'BLIK' });
  });

  test('declines the BLIK code 771234 with a 400, and stores nothing', async () => {
    const merchant = await openMerchant();
    const hash = await paymentOf(merchant, 1299);

    const reply = await refused(merchant, hash, { paymentMethod: 'BLIK', blikCode: '771234' });

    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('777');
  });

  test('refuses a BLIK payment without six digits, and stores nothing', async () => {
    const merchant = await openMerchant();
    const hash = await paymentOf(merchant, 1299);
    for (const body of [
      { paymentMethod: 'BLIK' },
      { paymentMethod: 'BLIK', blikCode: '77712' },
      { paymentMethod: 'BLIK', blikCode: '7771234' },
    ]) {
      expect(await refused(merchant, hash, body)).toEqual({ status: 400, body: { status: 400, message: 'A BLIK code is six digits' } });
    }
  });

  test('refuses an unknown or missing method as malformed JSON, and stores nothing', async () => {
    const merchant = await openMerchant();
    const hash = await paymentOf(merchant, 1299);
    for (const body of [{ paymentMethod: 'CRYPTO' }, { paymentMethod: 'blik', blikCode: '777123' }, {}]) {
      expect(await refused(merchant, hash, body)).toEqual({ status: 400, body: MALFORMED_JSON });
    }
  });

  test('refuses to pay a payment that is completed or canceled, naming both statuses, and stores nothing', async () => {
    const merchant = await openMerchant();
    const hash = await paymentOf(merchant, 1299);
    expect((await pay(merchant, hash, { paymentMethod: 'CARD' })).status).toBe(200);
    const canceled = await paymentOf(merchant, 1299);
    await merchant.h.json('POST', `${BASE}/_sandbox/payments/${canceled}/status`, { body: { status: 'CANCELED' } });

    expect((await refused(merchant, hash, { paymentMethod: 'TRANSFER' })).body).toEqual({
      status: 400,
      message: 'Cannot move a payment from COMPLETED to COMPLETED',
    });
    expect((await refused(merchant, canceled, { paymentMethod: 'CARD' })).body).toEqual({
      status: 400,
      message: 'Cannot move a payment from CANCELED to COMPLETED',
    });
  });

  test('takes the amount the customer sets on a payment without a price, and refuses one without it', async () => {
    const merchant = await openMerchant();
    const hash = await paymentOf(merchant, null);

    expect((await refused(merchant, hash, { paymentMethod: 'CARD' })).status).toBe(400);
    expect((await pay(merchant, hash, { paymentMethod: 'CARD', price: 2550 })).status).toBe(200);

    expect(await storedPayment(merchant.h, hash)).toMatchObject({ status: 'COMPLETED', price: 2550 });
  });

  test('an unknown payment hash answers 404 PaySubProductEntity not found', async () => {
    const merchant = await openMerchant();
    expect(await refused(merchant, 'NOSUCHHASH', { paymentMethod: 'CARD' })).toEqual({
      status: 404,
      body: { status: 404, message: 'PaySubProductEntity not found' },
    });
  });

  test('sends the COMPLETED notification with the method the customer paid by', async () => {
    const scene = await openWebhookScene();
    const hash = await scene.pay({ price: 1000 });

    await scene.helper('POST', `/checkout/${hash}/pay`, { paymentMethod: 'PAYPO' });

    const [delivery] = await scene.deliveries(`?paymentHash=${hash}`);
    expect(JSON.parse(delivery.request.body)).toMatchObject({ orderId: hash, status: 'COMPLETED', paymentMethod: 'PAYPO', price: 1000 });
  });
});

describe('the status helper', () => {
  // It moves a payment as the provider would, and the interface types a webhook's
  // `paymentMethod` as a string: the checkout's list binds the checkout, not the provider.
  test('takes a method the checkout does not offer, and stores it as sent', async () => {
    const merchant = await openMerchant();
    const hash = await paymentOf(merchant, 1299);
    const reply = await merchant.h.json('POST', `${BASE}/_sandbox/payments/${hash}/status`, {
      body: { status: 'COMPLETED', paymentMethod: 'CRYPTO' },
    });
    expect(reply.status).toBe(200);
    expect(await storedPayment(merchant.h, hash)).toMatchObject({ status: 'COMPLETED', paymentMethod: 'CRYPTO' });
  });
});
