/** An attempt's state as a coloured badge. */
import type { DeliveryState } from '../../../gateway';

const TONES: Record<DeliveryState, string> = {
  PENDING: 'badge--sandbox',
  IN_FLIGHT: 'badge--info',
  SUCCEEDED: 'badge--ok',
  FAILED: 'badge--error',
};

/** PENDING, IN_FLIGHT, SUCCEEDED or FAILED, as text. */
export function StateBadge({ state }: { state: DeliveryState }) {
  return (
    <span className={`badge ${TONES[state]}`} data-testid="attempt-state">
      {state}
    </span>
  );
}
