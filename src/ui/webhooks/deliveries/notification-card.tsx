/** One notification: where it went, how it ended, and the timeline of its attempts. */
import { formatUtc } from '../../shared/format';
import { AttemptItem } from './attempt-item';
import { attemptNames, outcomeOf, type NotificationGroup } from './group-attempts';
import { NextDue } from '../clock';
import { nextDueAt, waitBefore } from './timeline';
import { useWebhooksStore } from '../webhooks-store';

/**
 * The notification's ids above its retry timeline; with `filters` (the Webhooks screen's list)
 * each id is also a shortcut to filter the list by it.
 */
export function NotificationCard({ group, filters = true }: { group: NotificationGroup; filters?: boolean }) {
  const setFilters = useWebhooksStore((state) => state.setFilters);
  const outcome = outcomeOf(group);
  const latest = group.attempts[group.attempts.length - 1]!;
  const clock = useWebhooksStore((state) => state.clock);
  const due = nextDueAt(group.attempts);
  const names = attemptNames(group.attempts);

  return (
    <article className="notification" data-testid="notification" aria-label={`Notification ${group.requestId}`}>
      <header className="notification-head">
        <span className={`outcome outcome--${outcome.tone}`}>{outcome.text}</span>
        <span className="muted small">queued {formatUtc(group.queuedAt)}</span>
      </header>
      <dl className="facts facts--compact">
        <dt>Endpoint</dt>
        <dd>
          <code>
            {latest.request.method} {latest.request.url}
          </code>
        </dd>
        <dt>Request id</dt>
        <dd>
          <code className="selectable">{group.requestId}</code>
        </dd>
        <dt>Webhook</dt>
        <dd className="id-with-action">
          <code className="selectable">{group.webhookId}</code>
          {filters && (
            <button type="button" className="link-button small" onClick={() => setFilters({ webhookId: group.webhookId })}>
              only this webhook
            </button>
          )}
        </dd>
        <dt>Payment</dt>
        {group.paymentHash ? (
          <dd className="id-with-action">
            <code className="selectable">{group.paymentHash}</code>
            {filters && (
              <button type="button" className="link-button small" onClick={() => setFilters({ paymentHash: group.paymentHash })}>
                only this payment
              </button>
            )}
          </dd>
        ) : (
          <dd className="muted">none: a custom event</dd>
        )}
      </dl>
      <ol className="timeline" aria-label="Attempts">
        {group.attempts.map((attempt, index) => (
          <AttemptItem key={attempt.id} attempt={attempt} name={names[index]!} waitMs={waitBefore(group.attempts, index)} />
        ))}
      </ol>
      {due !== null && clock && <NextDue at={due} clock={clock} />}
    </article>
  );
}
