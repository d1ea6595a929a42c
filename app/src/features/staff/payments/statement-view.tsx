import { PRODUCT_NAME } from '@domain/brand';
import { formatPesos } from '@domain/money';
import type { Payment } from '@domain/payment';
import { STATEMENT_HEADING, STATEMENT_NOT_RECEIPT } from '@domain/statement';
import { PaymentEntriesList } from './payment-entries-list';

export interface StatementVisit {
  bookingNumber: string;
  customerName: string;
  when: string;
  where: string;
  treatments: string[];
}

interface StatementViewProps {
  visit: StatementVisit;
  totalPrice: number;
  payment: Payment;
  onClose: () => void;
}

/** The printable statement of account: the only thing on the page when printed (counter-checkout.css). */
export function StatementView({ visit, totalPrice, payment, onClose }: StatementViewProps) {
  const received = Number(payment.amountPaid ?? 0);
  const balance =
    payment.status === 'unpaid' || payment.status === 'proof-submitted' ? totalPrice : payment.balance;
  return (
    <article className="counter-statement" aria-labelledby="counter-statement-title">
      <p className="counter-statement__clinic">{PRODUCT_NAME}</p>
      <h4 id="counter-statement-title">{STATEMENT_HEADING}</h4>
      <dl className="counter-statement__facts">
        <dt>Client</dt>
        <dd>{visit.customerName}</dd>
        <dt>Booking</dt>
        <dd>{visit.bookingNumber}</dd>
        <dt>Visit</dt>
        <dd>
          {visit.when}, {visit.where}
        </dd>
        <dt>Treatment</dt>
        <dd>{visit.treatments.join(', ')}</dd>
        <dt>Total</dt>
        <dd>{formatPesos(totalPrice)}</dd>
      </dl>
      <PaymentEntriesList entries={payment.entries ?? []} />
      <p>
        Received: <strong>{formatPesos(received)}</strong> · Balance: <strong>{formatPesos(balance)}</strong>
      </p>
      <p className="counter-statement__notice">{STATEMENT_NOT_RECEIPT}.</p>
      <button
        type="button"
        className="button button--ghost button--small counter-statement__close"
        onClick={onClose}
      >
        Close statement
      </button>
    </article>
  );
}
