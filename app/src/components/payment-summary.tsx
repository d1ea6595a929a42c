import { formatManilaDate, manilaDate } from '@domain/manila-date';
import { formatPesos } from '@domain/money';
import { PAYMENT_SOURCE_LABELS } from '@domain/online-payment';
import { PAYMENT_STATUS_LABELS, type Payment } from '@domain/payment';
import './payment-summary.css';

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The payment as the clinic recorded it: status, and once verified the amount, reference and date.
 * `figures={false}` leaves out the amounts, for the desk's booking view, whose checkout shows Total,
 * Received and Balance once: then the line reads how it was paid.
 */
export function PaymentSummary({ payment, figures = true }: { payment: Payment; figures?: boolean }) {
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
      {figures && payment.amountPaid !== null ? (
        <div>
          <dt>Amount received</dt>
          <dd>{formatPesos(payment.amountPaid)}</dd>
        </div>
      ) : null}
      {figures && payment.status === 'part-paid' ? (
        <div>
          <dt>Balance due</dt>
          <dd>{formatPesos(payment.balance)}</dd>
        </div>
      ) : null}
      {payment.source && payment.amountPaid !== null ? (
        <div>
          <dt>{figures ? 'Received' : 'Paid through'}</dt>
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
