/** The checkout link names no payment this sandbox knows. */

/** A clear not-found message; the hash from the URL is shown as text. */
export function PaymentNotFound({ paymentHash }: { paymentHash: string }) {
  return (
    <div className="not-found" role="alert">
      <h1>Payment not found</h1>
      <p>
        {paymentHash
          ? 'No payment in this sandbox matches this checkout link. It may belong to another browser or the data was reset.'
          : 'This checkout link has no externalId, so it names no payment.'}
      </p>
      {paymentHash && (
        <p className="muted small">
          Payment hash: <code>{paymentHash}</code>
        </p>
      )}
    </div>
  );
}
