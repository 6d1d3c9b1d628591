/** One attempt on a notification's timeline; its button opens the request and the response. */
import { lazy, Suspense } from 'react';
import type { DeliveryAttempt } from '../../../gateway';
import { formatUtc } from '../../shared/format';
import { formatDuration } from '../duration';
import { StateBadge } from './state-badge';
import { useWebhooksStore } from '../webhooks-store';

/**
 * The opened attempt (its request, answer and signature lab) is a chunk of its own, loaded when
 * one is first opened: an embed's timeline, which shows them closed, never needs it.
 */
const AttemptDetail = lazy(() => import('./attempt-detail').then((m) => ({ default: m.AttemptDetail })));

/**
 * Its name (`attemptNames`), state, status, the wait before it, its three times and its error; the detail below
 * when selected.
 */
export function AttemptItem({ attempt, name, waitMs = null }: { attempt: DeliveryAttempt; name: string; waitMs?: number | null }) {
  const open = useWebhooksStore((state) => state.selectedId === attempt.id);
  const toggle = useWebhooksStore((state) => state.toggle);
  const detailId = `attempt-detail-${attempt.id}`;

  return (
    <li className={`attempt attempt--${attempt.state.toLowerCase()}${open ? ' attempt--open' : ''}`} data-testid="attempt">
      <div className="attempt-head">
        <button
          type="button"
          className="attempt-toggle"
          aria-expanded={open}
          aria-controls={open ? detailId : undefined}
          onClick={() => toggle(attempt.id)}
        >
          {name}
        </button>
        <StateBadge state={attempt.state} />
        {attempt.kind && (
          <span className="badge badge--sandbox" data-testid="attempt-kind">
            {attempt.kind}
          </span>
        )}
        {attempt.responseStatus !== null && <span className="attempt-code">HTTP {attempt.responseStatus}</span>}
      </div>
      {waitMs !== null && (
        <p className="muted small attempt-wait" data-testid="attempt-wait">
          after a wait of {formatDuration(waitMs)}
        </p>
      )}
      <dl className="attempt-times">
        <Time label="Scheduled" at={attempt.scheduledAt} />
        <Time label="Sent" at={attempt.sentAt} />
        <Time label="Finished" at={attempt.finishedAt} />
      </dl>
      {attempt.error && (
        <p className="attempt-error" data-testid="attempt-error">
          {attempt.error}
        </p>
      )}
      {attempt.state === 'IN_FLIGHT' && attempt.pendingAnswer && (
        <p className="muted small">The scripted answer arrives at {formatUtc(attempt.pendingAnswer.at)}.</p>
      )}
      {open && (
        <Suspense fallback={<p className="muted small">Opening the attempt…</p>}>
          <AttemptDetail id={detailId} attempt={attempt} />
        </Suspense>
      )}
    </li>
  );
}

function Time({ label, at }: { label: string; at: number | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{at === null ? '—' : formatUtc(at)}</dd>
    </div>
  );
}
