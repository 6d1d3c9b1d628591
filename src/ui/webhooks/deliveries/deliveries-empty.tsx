/** What the deliveries list says before there is anything in it: how deliveries come about. */

/** The three steps that lead to a first delivery, with the requests that take them. */
export function DeliveriesEmpty() {
  return (
    <div className="empty-state" data-testid="deliveries-empty">
      <p>
        <strong>No deliveries yet.</strong> The gateway calls a webhook when a payment of a product the webhook is assigned to reaches a
        status that notifies:
      </p>
      <ol className="steps">
        <li>
          Register a webhook: <code>POST /api/pay/plugin/webhook</code> with an <code>endpoint</code>, such as a scripted receiver{' '}
          <code>https://hooks.gateway.test/shop</code>, <code>expectedCode</code> and <code>retries</code>.
        </li>
        <li>
          Assign it to the product: <code>POST /api/pay/plugin/webhook/&lt;webhookId&gt;/products/&lt;productId&gt;</code>.
        </li>
        <li>
          Complete a payment of that product: pay it on the checkout, or <code>POST /_sandbox/payments/&lt;hash&gt;/status</code> with{' '}
          <code>{'{"status": "COMPLETED"}'}</code>. Only COMPLETED notifies unless the product is set to notify more.
        </li>
      </ol>
      <p className="muted small">The Console sends these requests; attempts appear here as they happen, in every tab.</p>
    </div>
  );
}
