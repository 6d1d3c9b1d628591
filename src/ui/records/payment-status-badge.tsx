/** A payment's status as a coloured badge: settled green, failed red, refunded apart, still open amber. */
import type { PaymentStatus } from '../../gateway';

const TONES: Record<PaymentStatus, string> = {
  INITIALIZED: 'badge--info',
  PENDING: 'badge--sandbox',
  WAITING_FOR_EXTERNAL_ACTION: 'badge--sandbox',
  COMPLETED: 'badge--ok',
  CANCELED: 'badge--error',
  ERROR: 'badge--error',
  REFUNDED: 'badge--production',
};

/** The badge class of `status`, for a table cell that shows it. */
export const paymentStatusTone = (status: PaymentStatus) => TONES[status];

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <span className={`badge ${paymentStatusTone(status)}`}>{status}</span>;
}
