/** The shop at the top of the checkout: its logo, when it is an http(s) image, and its name. */
import { useState } from 'react';
import type { CheckoutProduct } from '../../gateway';
import { httpUrlOrUndefined } from '../shared/safe-url';
import { shopNameOf } from './screen-rules';
import { useCheckoutText } from './use-checkout-text';

/**
 * `metadata.logoUrl` is merchant input: only an http(s) URL becomes an `<img>`, so a
 * `javascript:` or `data:` URL is never loaded. A logo that fails to load is hidden.
 */
export function MerchantBar({ product }: { product: CheckoutProduct }) {
  const t = useCheckoutText();
  const logoUrl = httpUrlOrUndefined(product.logoUrl);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const shop = shopNameOf(product);
  const showLogo = logoUrl !== undefined && logoUrl !== brokenUrl;
  if (!showLogo && !shop) return null;
  return (
    <div className="merchant-bar">
      {showLogo && (
        <img
          className="merchant-logo"
          src={logoUrl}
          alt={t.logoAlt(shop)}
          referrerPolicy="no-referrer"
          onError={() => setBrokenUrl(logoUrl)}
        />
      )}
      {shop && <span className="merchant-name">{shop}</span>}
    </div>
  );
}
