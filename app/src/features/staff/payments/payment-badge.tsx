import { PAYMENT_STATUS_LABELS, type Payment } from '@domain/payment';
import '../../../components/payment-summary.css';

/** The payment's status on a booking card, in the same colours the client sees. */
export function PaymentBadge({ payment }: { payment: Payment }) {
  return (
    <span className={`payment-badge payment-badge--${payment.status}`}>
      <span className="visually-hidden">Payment: </span>
      {PAYMENT_STATUS_LABELS[payment.status]}
    </span>
  );
}
