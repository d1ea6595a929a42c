import type { ComponentType, ReactNode } from 'react';
import type { IconProps } from '../../components/icons';
import { amountText, paymentLabel } from './manage-format';

/** The card's header: the booking number (it names the card) and the status beside it. */
export function FactsHeader({ bookingNumber, status }: { bookingNumber: string; status: ReactNode }) {
  return (
    <header className="manage-facts__header">
      <div>
        <p className="manage-facts__label">Booking number</p>
        <h2 id="booking-number" className="manage-facts__number">
          {bookingNumber}
        </h2>
      </div>
      {status}
    </header>
  );
}

/** One line of the facts list: an icon and a label, then the value (`main`: one line in the main style). */
export function Fact({
  icon: FactIcon,
  label,
  main = false,
  children,
}: {
  icon: ComponentType<IconProps>;
  label: string;
  main?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="manage-fact">
      <dt>
        <FactIcon className="manage-fact__icon" />
        {label}
      </dt>
      <dd className={main ? 'manage-fact__main' : undefined}>{children}</dd>
    </div>
  );
}

/** What it costs and how the client chose to pay, under the facts. */
export function MoneyLines({
  label,
  amount,
  paymentMethod,
}: {
  label: 'Total' | 'Price';
  amount: number;
  paymentMethod: string;
}) {
  return (
    <>
      <p className="manage-total">
        <span>{label}</span>
        <strong>{amountText(amount)}</strong>
      </p>
      <p className="manage-payment">
        <span>Payment</span>
        <span>{paymentLabel(paymentMethod)}</span>
      </p>
    </>
  );
}
