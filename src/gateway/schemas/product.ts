import { z } from 'zod';
import { isUuid } from '../core';
import { bankAccountDetails, describedEnum, optional, requiredText, uuid } from './common';

const productType = describedEnum(['PAY'], { PAY: 'The payment gateway: the one product type.' });

const productMetadata = z.object({
  locale: optional(z.string()).meta({ description: 'Default checkout language, e.g. pl-PL' }),
});

const metadata = z.object({
  logoUrl: optional(z.string()).meta({ description: 'Shop logo shown on the checkout' }),
  merchantDomain: optional(z.string()).meta({
    description: 'Domain that lets the APAY wallet appear in the embedded widget',
  }),
});

const productFields = {
  name: requiredText.meta({ description: 'Short product name' }),
  fullName: optional(z.string()).meta({ description: 'Full company name' }),
  // The status endpoint takes a product UUID or a shortName in one path segment: a shortName
  // shaped like a UUID would be ambiguous there.
  shortName: optional(z.string().refine((name) => !isUuid(name), { message: 'shortName must not be shaped like a UUID' })).meta({
    description: 'Display name; also accepted in place of the product id by the status endpoint. Not a UUID.',
  }),
  location: optional(z.string()).meta({ description: 'A city or a country code' }),
  timezone: optional(z.string()).meta({ description: 'IANA time zone' }),
  productMetadata: optional(productMetadata),
  metadata: optional(metadata),
};

export const productCreateSchema = z
  .object({
    partnerId: optional(uuid).meta({ description: 'Defaults to the partner of the API key' }),
    productType: optional(productType),
    id: optional(uuid).meta({ description: 'Optional product UUID' }),
    ...productFields,
    bankAccountDetails: optional(bankAccountDetails).meta({
      description: 'Payout account; set only at creation',
    }),
  })
  .meta({ id: 'ProductCreate' });

/**
 * Only the sent fields change. `bankAccountDetails` is not listed: the payout account is set only
 * at creation, so a PATCH that sends one is quietly ignored like any unknown field.
 */
export const productUpdateSchema = z
  .object({
    productType: optional(productType),
    ...productFields,
    name: optional(requiredText),
  })
  .meta({ id: 'ProductUpdate' });

export type ProductCreate = z.output<typeof productCreateSchema>;
export type ProductUpdate = z.output<typeof productUpdateSchema>;
