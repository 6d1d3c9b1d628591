/** Which language the checkout speaks and which of the product's customizations it shows. */
import type { CheckoutProduct } from '../../gateway';
import type { Customization, Payment } from '../../gateway';
import { languageOf } from './checkout-text';
import { detailText } from './payment-text';

export const DEFAULT_LOCALE = 'en-GB';

/** `details.locale`, else the product's `productMetadata.locale`, else en-GB. */
export function checkoutLocale(payment: Payment, product: CheckoutProduct): string {
  return detailText(payment, 'locale') ?? (product.locale?.trim() || DEFAULT_LOCALE);
}

/**
 * The customization for `locale`: an exact match of the tag (case and `_`/`-` aside), else one of
 * the same language, else one without a locale; the first created wins a tie. None when no
 * customization fits: another language's texts are never shown.
 */
export function pickCustomization(customizations: Customization[], locale: string): Customization | undefined {
  const wanted = normalised(locale);
  const tagOf = (customization: Customization) => normalised(customization.locale ?? '');
  return (
    customizations.find((customization) => tagOf(customization) === wanted) ??
    customizations.find((customization) => tagOf(customization) !== '' && languageOf(tagOf(customization)) === languageOf(wanted)) ??
    customizations.find((customization) => tagOf(customization) === '')
  );
}

function normalised(tag: string): string {
  return tag.trim().toLowerCase().replaceAll('_', '-');
}
