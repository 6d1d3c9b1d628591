import { z } from 'zod';
import { CUSTOMIZATION_TEXTS, type CustomizationText } from '../core';
import { optional } from './common';

const DESCRIPTIONS: Record<CustomizationText, string> = {
  title: 'Header of the checkout',
  subtitle: 'Under the title',
  buttonText: 'Call-to-action button',
  summaryHeader: 'Order summary block: header',
  summaryFirstLine: 'Order summary block: first line',
  summarySecondLine: 'Order summary block: second line',
  cardDescription: 'Product card description',
  locale: "Language tag such as pl-PL or en-GB; the checkout picks by the customer's language",
};

/** The eight writable texts; a create and a PATCH alike send any subset of them. */
export const customizationSchema = z
  .object(
    Object.fromEntries(CUSTOMIZATION_TEXTS.map((name) => [name, optional(z.string()).meta({ description: DESCRIPTIONS[name] })])) as Record<
      CustomizationText,
      ReturnType<typeof optional<z.ZodString>>
    >,
  )
  .meta({ id: 'Customization' });
