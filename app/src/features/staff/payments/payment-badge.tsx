import { PAYMENT_STATUS_LABELS, type Payment, UNPAID } from '@domain/payment';
import '../../../components/payment-summary.css';

/** The payment's status on a booking card, in the same colours the client sees. */
export function PaymentBadge({ payment }: { payment: Payment | undefined }) {
  // A list saved on the device before payments existed (read offline) has none: it was unpaid then.
  const { status } = payment ?? UNPAID;
  return (
    <span className={`payment-badge payment-badge--${status}`}>
      <span className="visually-hidden">Payment: </span>
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}
