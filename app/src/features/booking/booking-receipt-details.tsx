import { formatManilaDate } from '@domain/manila-date';
import { displayPrice } from '@domain/money';
import { findPaymentMethod } from '@domain/payment-methods';
import { formatTimeLabel } from '@domain/time-slots';
import { fromPackageText } from '../payments/package-price';
import { type BookingReceipt, locationOf } from './booking-receipt';

interface ReceiptDetailsProps {
  receipt: BookingReceipt;
  /** How the total reads: the server's figure, or the cart's before the clinic has it. */
  totalText: string;
}

/** What was booked, line by line: the same facts on the waiting screen and on the confirmation. */
export function BookingReceiptDetails({ receipt, totalText }: ReceiptDetailsProps) {
  const payment = findPaymentMethod(receipt.paymentMethod);
  return (
    <div className="receipt">
      <dl className="receipt__facts">
        {receipt.bookingNumber ? (
          <div>
            <dt>Booking number</dt>
            <dd className="receipt__number">{receipt.bookingNumber}</dd>
          </div>
        ) : null}
        <div>
          <dt>Date</dt>
          <dd>{formatManilaDate(receipt.date)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{receipt.time ? formatTimeLabel(receipt.time) : ''}</dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>{locationOf(receipt)}</dd>
        </div>
        <div>
          <dt>Name</dt>
          <dd>{receipt.customerName}</dd>
        </div>
        <div>
          <dt>Contact</dt>
          <dd>
            {receipt.email}
            <br />
            {receipt.phone}
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{payment?.name ?? receipt.paymentMethod}</dd>
        </div>
      </dl>
      <h2 className="receipt__heading">Treatments</h2>
      <ul className="receipt__lines">
        {receipt.lines.map((line) => (
          <li key={line.key} className="receipt__line">
            <span className="receipt__line-name">
              {line.name}
              <span className="receipt__line-quantity"> × {line.quantity}</span>
            </span>
            <span className="receipt__line-price">
              {line.packageId ? fromPackageText() : displayPrice(line.total)}
            </span>
          </li>
        ))}
      </ul>
      <p className="receipt__total">
        <span>Total</span>
        <strong>{totalText}</strong>
      </p>
    </div>
  );
}
