/** Narrows the deliveries to one webhook and/or one payment (exact ids, as the helper filters). */
import { useWebhooksStore } from '../webhooks-store';

/** Two text fields; the list follows as they change. */
export function DeliveryFilters() {
  const filters = useWebhooksStore((state) => state.filters);
  const setFilters = useWebhooksStore((state) => state.setFilters);
  const any = filters.webhookId !== '' || filters.paymentHash !== '';

  return (
    <div className="filters" role="search" aria-label="Filter deliveries">
      <label className="field field--grow">
        <span>Webhook id</span>
        <input
          value={filters.webhookId}
          onChange={(event) => setFilters({ webhookId: event.target.value })}
          placeholder="any webhook"
          spellCheck={false}
        />
      </label>
      <label className="field field--grow">
        <span>Payment hash</span>
        <input
          value={filters.paymentHash}
          onChange={(event) => setFilters({ paymentHash: event.target.value })}
          placeholder="any payment"
          spellCheck={false}
        />
      </label>
      {any && (
        <button type="button" className="button button--small filters-clear" onClick={() => setFilters({ webhookId: '', paymentHash: '' })}>
          Clear filters
        </button>
      )}
    </div>
  );
}
