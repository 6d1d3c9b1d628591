/** A payment that can no longer be paid: canceled, failed or refunded. */
import type { Payment } from '../../gateway/records';
import { PaymentSummary } from './payment-summary';

const EXPLANATIONS: Record<string, string> = {
  CANCELED: 'This payment was canceled.',
  ERROR: 'This payment failed.',
  REFUNDED: 'This payment was completed and then refunded.',
};

/** The summary and why nothing is left to pay. */
export function PaymentClosed({ payment }: { payment: Payment }) {
  return (
    <div>
      <PaymentSummary payment={payment} />
      <p className="notice notice--warn" role="status">
        {EXPLANATIONS[payment.status] ?? `This payment is ${payment.status}.`} Ask the shop for a new payment link.
      </p>
    </div>
  );
}
