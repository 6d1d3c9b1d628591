/**
 * Delivery attempts as the Webhooks screen draws them: one card per notification with its
 * attempts, the waits between them and, opened, the signed request and the answer; times on the
 * embed's gateway clock (simulated time included). Its own chunk: only webhook examples load it.
 */
import { useMemo } from 'react';
import type { DeliveryAttempt } from '../../gateway';
import { useLiveData } from '../live';
import { groupByNotification, NotificationCard, useWebhooksStore } from '../webhooks';
import '../webhooks/hooklab.css';
import './delivery-timeline.css';

export function DeliveryTimeline({ attempts }: { attempts: DeliveryAttempt[] }) {
  const groups = useMemo(() => groupByNotification(attempts), [attempts]);
  // The clock lives in the settings: its reading dates the next retry.
  useLiveData(
    ['settings'],
    useWebhooksStore((state) => state.refreshClock),
  );
  return (
    <ol className="notification-list" aria-label="Webhook notifications" data-testid="delivery-timeline">
      {groups.map((group) => (
        <li key={group.requestId}>
          <NotificationCard group={group} filters={false} />
        </li>
      ))}
    </ol>
  );
}
