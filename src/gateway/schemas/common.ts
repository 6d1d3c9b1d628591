/** Building blocks shared by the request schemas. */
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { DECIMAL_AMOUNT } from './accepted-mistakes';
import { ACCEPTED_MISTAKES, ENUM_DESCRIPTIONS } from './keywords';

/**
 * An optional field: JSON `null` counts as absent, as it does for the real service's binding.
 * The wrapped schema still rejects a value of the wrong type.
 */
export function optional<S extends z.ZodType>(schema: S) {
  return schema.nullish().transform((value) => value ?? undefined);
}

/**
 * An amount in grosze; a decimal is truncated to its integer part, never rejected. One beyond
 * the integers a double holds exactly (±2^53 - 1, the range JSON numbers keep across languages)
 * is refused: stored, it could not be told from its neighbours, nor taken back by an import.
 */
export const amount = z
  .number()
  .min(Number.MIN_SAFE_INTEGER)
  .max(Number.MAX_SAFE_INTEGER)
  .transform((value) => Math.trunc(value))
  .meta({ description: 'Amount in grosze (1000 = 10.00 PLN). Decimals are truncated.', [ACCEPTED_MISTAKES]: DECIMAL_AMOUNT });

/**
 * What each value of an enum means, beside the enum: the console's editor shows it in completion
 * and hover. A record, so that no value can go undescribed.
 */
export function enumDescriptions<V extends string>(values: readonly V[], described: Readonly<Record<V, string>>) {
  return { [ENUM_DESCRIPTIONS]: values.map((value) => described[value]) };
}

/** An enum whose every value says what it means (see `enumDescriptions`). */
export function describedEnum<const V extends readonly [string, ...string[]]>(values: V, described: Readonly<Record<V[number], string>>) {
  return z.enum(values).meta(enumDescriptions(values, described));
}

/** A UUID in any letter case, kept in lower case as the service's ids are. */
export const uuid = z.guid().transform((value) => value.toLowerCase());

/** A non-empty string the domain needs; its absence is a 400 naming the field. */
export const requiredText = z.string().trim().min(1, 'must not be blank');

/** A free-form JSON object, stored and passed through whole. */
export const jsonObject = z.record(z.string(), z.unknown());

export const bankAccountDetails = z
  .object({
    iban: z.string().refine((iban) => isValidIBAN(electronicFormatIBAN(iban) ?? ''), {
      message: 'Invalid IBAN',
    }),
    holderName: optional(z.string()),
    nip: optional(z.string()),
  })
  .transform(({ iban, holderName, nip }) => ({
    // Stored in electronic format (no spaces, upper case), as banks exchange it.
    iban: electronicFormatIBAN(iban)!,
    ...(holderName === undefined ? {} : { holderName }),
    ...(nip === undefined ? {} : { nip }),
  }))
  .meta({ id: 'BankAccountDetails' });
