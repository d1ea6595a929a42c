import { formatPesos } from '@domain/money';
import { PAYMENT_ENTRY_METHOD_LABELS, type PaymentEntry } from '@domain/payment';
import { formatInstant } from '../format';

/** The ledger as the counter reads it: each payment with how, who and when; a correction says so. */
export function PaymentEntriesList({ entries }: { entries: readonly PaymentEntry[] }) {
  if (entries.length === 0) return <p className="counter__empty">No payments recorded yet.</p>;
  return (
    <ul className="counter__entries" aria-label="Payments recorded">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={entry.amount < 0 ? 'counter__entry counter__entry--correction' : 'counter__entry'}
        >
          <span className="counter__entry-what">
            {entry.amount < 0 ? 'Correction: ' : ''}
            {entry.method ? PAYMENT_ENTRY_METHOD_LABELS[entry.method] : 'Payment'}
            {entry.reference ? ` · ref. ${entry.reference}` : ''}
            {entry.reason ? ` · ${entry.reason}` : ''}
          </span>
          <strong className="counter__entry-amount">{formatPesos(entry.amount)}</strong>
          <span className="counter__entry-who">
            {entry.recordedBy ?? 'Online'}, {formatInstant(entry.recordedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
