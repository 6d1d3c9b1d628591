import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { amount, bankAccountDetails, optional, uuid } from './common';
import { paymentCreateSchema } from './payment';
import { pricingEntryCreateSchema } from './pricing';
import { webhookCreateSchema } from './webhook';

const VALID_IBAN = 'PL61109010140000071219812874';

describe('shared request fields', () => {
  it('an amount keeps only its integer part, never refusing a decimal', () => {
    expect([12.99, 1299.9, -5.5].map((value) => amount.parse(value))).toEqual([12, 1299, -5]);
    expect(amount.safeParse('1299').success).toBe(false);
    expect([1e20, -1e20, 2 ** 53, Infinity].map((value) => amount.safeParse(value).success)).toEqual([false, false, false, false]);
    expect(amount.parse(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('an optional field takes JSON null as absent but still refuses the wrong type', () => {
    const name = optional(z.string());
    expect(name.parse(null)).toBeUndefined();
    expect(name.parse(undefined)).toBeUndefined();
    expect(name.safeParse(12).success).toBe(false);
  });

  it('a UUID is read in any letter case and kept in lower case', () => {
    expect(uuid.parse('0190A1B2-C3D4-7E5F-8A9B-0C1D2E3F4A5B')).toBe('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
    expect(uuid.safeParse('not-a-uuid').success).toBe(false);
  });

  it('bank account details keep the IBAN in electronic format and refuse a bad checksum', () => {
    expect(bankAccountDetails.parse({ iban: 'pl61 1090 1014 0000 0712 1981 2874', holderName: null })).toEqual({ iban: VALID_IBAN });
    const refused = bankAccountDetails.safeParse({ iban: 'PL61109010140000071219812875' });
    expect(refused.error?.issues[0]?.message).toBe('Invalid IBAN');
  });
});

describe('payment creation', () => {
  it('takes a numeric externalId as its decimal string and lets a missing one through for the 500', () => {
    expect(paymentCreateSchema.parse({ externalId: 42, price: 10.7 })).toMatchObject({ externalId: '42', price: 10 });
    expect(paymentCreateSchema.parse({}).externalId).toBeUndefined();
  });

  it('stores details whole, unknown keys included', () => {
    const details = { returnUrl: 'https://shop.test', custom: { deep: [1, 2] } };
    expect(paymentCreateSchema.parse({ externalId: 'o', details }).details).toEqual(details);
  });
});

describe('pricing entry details', () => {
  it('a JSON-encoded object string is taken as that object', () => {
    expect(pricingEntryCreateSchema.parse({ details: '{"vat":23}' }).details).toEqual({ vat: 23 });
  });

  it.each(['not json', '[1,2]', '"text"', 'null'])('any other string (%j) is refused', (details) => {
    expect(pricingEntryCreateSchema.safeParse({ details }).success).toBe(false);
  });
});

describe('webhook creation', () => {
  const base = { endpoint: 'https://hooks.gateway.test/shop', expectedCode: 200, retries: 3 };

  it('accepts an http(s) endpoint and refuses any other scheme', () => {
    expect(webhookCreateSchema.safeParse(base).success).toBe(true);
    const refused = webhookCreateSchema.safeParse({ ...base, endpoint: 'javascript:alert(1)' });
    expect(refused.error?.issues[0]?.message).toBe('endpoint must be an absolute http or https URL');
  });

  it('lets a missing expectedCode or retries through, for the service-style 500', () => {
    expect(webhookCreateSchema.safeParse({ endpoint: base.endpoint }).success).toBe(true);
  });

  it('refuses an expectedCode outside 100-599 and negative retries', () => {
    expect(webhookCreateSchema.safeParse({ ...base, expectedCode: 99 }).success).toBe(false);
    expect(webhookCreateSchema.safeParse({ ...base, retries: -1 }).success).toBe(false);
  });

  it('keeps a template of any JSON shape, a body without one included', () => {
    expect(webhookCreateSchema.parse({ ...base, requestTemplate: ['{{orderId}}'] }).requestTemplate).toEqual(['{{orderId}}']);
    expect(webhookCreateSchema.parse(base).requestTemplate).toBeUndefined();
  });
});
