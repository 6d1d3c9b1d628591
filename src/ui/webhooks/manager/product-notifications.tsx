/**
 * Which payment statuses notify one product's webhooks (`PUT /_sandbox/products/{id}/notifications`),
 * under the product's name; its id beside it, to copy.
 */
import { useEffect, useState } from 'react';
import { NOTIFIABLE_STATUSES, type NotifiableStatus } from '../../../gateway';
import { describeFailure } from '../../shared/sandbox-client';
import { readNotifications, setNotifications } from '../hooklab-api';

export function ProductNotifications({ productId, name }: { productId: string; name: string }) {
  const [statuses, setStatuses] = useState<NotifiableStatus[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    readNotifications(productId).then(
      (read) => current && setStatuses(read.statuses),
      (failure: unknown) => current && setError(describeFailure(failure)),
    );
    return () => {
      current = false;
    };
  }, [productId]);

  async function toggle(status: NotifiableStatus, on: boolean) {
    const next = on ? [...(statuses ?? []), status] : (statuses ?? []).filter((s) => s !== status);
    setError(null);
    try {
      setStatuses((await setNotifications(productId, next)).statuses);
    } catch (failure) {
      setError(describeFailure(failure));
    }
  }

  return (
    <fieldset className="status-checks" aria-label={`Statuses that notify product ${name}`}>
      <strong className="small">{name}</strong> <code className="selectable small muted">{productId}</code>
      {statuses &&
        NOTIFIABLE_STATUSES.map((status) => (
          <label key={status} className="small">
            <input type="checkbox" checked={statuses.includes(status)} onChange={(event) => void toggle(status, event.target.checked)} />{' '}
            {status}
          </label>
        ))}
      {error && <span className="status--error small">{error}</span>}
    </fieldset>
  );
}
