/** Every delivery attempt, grouped by notification, newest notification first. */
import { useMemo } from 'react';
import { useLiveData } from '../../live';
import { DeliveriesEmpty } from './deliveries-empty';
import { DeliveryFilters } from './delivery-filters';
import { groupByNotification } from './group-attempts';
import { NotificationCard } from './notification-card';
import { useWebhooksStore } from '../webhooks-store';

/**
 * The filters, then one card per notification with its retry timeline, for the newest page of
 * attempts the store reads: thousands of stored attempts must not become thousands of cards
 * (2,000 attempts once made a 3-second frozen render of 72,000 nodes).
 */
export function DeliveriesPanel() {
  const attempts = useWebhooksStore((state) => state.attempts);
  const loaded = useWebhooksStore((state) => state.attemptsLoaded);
  const error = useWebhooksStore((state) => state.attemptsError);
  const filters = useWebhooksStore((state) => state.filters);
  const olderStored = useWebhooksStore((state) => state.olderStored);
  const showOlder = useWebhooksStore((state) => state.showOlder);
  useLiveData(
    ['deliveries'],
    useWebhooksStore((state) => state.refreshAttempts),
  );
  const groups = useMemo(() => groupByNotification(attempts), [attempts]);
  const filtered = filters.webhookId.trim() !== '' || filters.paymentHash.trim() !== '';

  return (
    <section className="card deliveries" aria-labelledby="deliveries-title">
      <div className="panel-head">
        <h2 id="deliveries-title">Deliveries</h2>
        {loaded && (
          <span className="muted small" data-testid="delivery-count">
            {olderStored && 'newest '}
            {countText(groups.length, 'notification')}, {countText(attempts.length, 'attempt')}
          </span>
        )}
      </div>
      <DeliveryFilters />
      {error && (
        <p className="notice notice--error" role="alert">
          The deliveries could not be read: {error}
        </p>
      )}
      {!loaded && !error && <p className="muted">Loading deliveries…</p>}
      {loaded && groups.length === 0 && (filtered ? <p className="muted">No attempts match these filters.</p> : <DeliveriesEmpty />)}
      <ol className="notification-list">
        {groups.map((group) => (
          <li key={group.requestId}>
            <NotificationCard group={group} />
          </li>
        ))}
      </ol>
      {olderStored && (
        // The oldest card may lack earlier attempts of its notification until older ones are read.
        <button type="button" className="button" onClick={showOlder}>
          Show older attempts
        </button>
      )}
    </section>
  );
}

function countText(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
