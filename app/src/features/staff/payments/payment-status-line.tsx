import { formatManilaDate, manilaDate } from '@domain/manila-date';
import { PAYMENT_SOURCE_LABELS } from '@domain/online-payment';
import { PAYMENT_STATUS_LABELS, type Payment } from '@domain/payment';
import '../../../components/payment-summary.css';

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Beside the checkout, the payment's state without its figures (the checkout shows Total, Received
 * and Balance once): the status, how it came, the client's reference and when the desk checked it.
 */
export function PaymentStatusLine({ payment }: { payment: Payment }) {
  return (
    <dl className="payment-summary" data-testid="payment-summary">
      <div>
        <dt>Payment</dt>
        <dd>
          <span className={`payment-badge payment-badge--${payment.status}`}>
            {PAYMENT_STATUS_LABELS[payment.status]}
          </span>
        </dd>
      </div>
      {payment.source && payment.amountPaid !== null ? (
        <div>
          <dt>Paid through</dt>
          <dd data-testid="payment-source">{sentenceCase(PAYMENT_SOURCE_LABELS[payment.source])}</dd>
        </div>
      ) : null}
      {payment.reference ? (
        <div>
          <dt>Reference</dt>
          <dd>{payment.reference}</dd>
        </div>
      ) : null}
      {payment.verifiedAt ? (
        <div>
          <dt>Checked on</dt>
          <dd>{formatManilaDate(manilaDate(new Date(payment.verifiedAt)))}</dd>
        </div>
      ) : null}
    </dl>
  );
}
