/** The checkout link names no payment this sandbox knows. */
import { useCheckoutText } from './use-checkout-text';

/**
 * A clear not-found message; the hash from the URL is shown as text. A link made in another
 * browser is the usual cause, so it says how to bring that browser's case here; a link copied
 * out of a docs embed names a payment that only that embed's frame holds, so it says so too.
 */
export function PaymentNotFound({ paymentHash }: { paymentHash: string }) {
  const t = useCheckoutText();
  return (
    <div className="not-found" role="alert">
      <h1>{t.notFound.title}</h1>
      <p>{paymentHash ? t.notFound.noMatch : t.notFound.noExternalId}</p>
      {paymentHash && (
        <>
          <p>{t.notFound.bringOver}</p>
          <p>{t.notFound.fromEmbed}</p>
          <p className="muted small">
            {t.notFound.hash} <code>{paymentHash}</code>
          </p>
        </>
      )}
    </div>
  );
}
