import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PaymentSummary } from '../../components/payment-summary';
import { appointmentText } from '../manage/manage-format';
import { VisitStatus } from './visit-status';

type Payment = Parameters<typeof PaymentSummary>[0]['payment'];

interface VisitItemProps {
  testId: 'my-booking' | 'my-consultation';
  bookingNumber: string;
  status: string;
  statusLabel: string;
  date: string;
  time: string;
  payment: Payment;
  manageHref: string;
  /** 'Manage booking' or 'Manage consultation': the link reads it with the number. */
  manageLabel: string;
  /** What was booked and where, when the visit has more to say than its time. */
  children?: ReactNode;
}

/** One visit of `/my-bookings`, a treatment booking or a consultation: number, status, time, payment. */
export function VisitItem(props: VisitItemProps) {
  const over = props.status === 'cancelled';
  return (
    <li
      className={`card my-bookings__item${over ? ' my-bookings__item--over' : ''}`}
      data-testid={props.testId}
    >
      <p className="my-bookings__title">
        <span className="my-bookings__number">{props.bookingNumber}</span>{' '}
        <VisitStatus status={props.status} label={props.statusLabel} />
      </p>
      <p className="my-bookings__when">{appointmentText(props.date, props.time)}</p>
      {props.children}
      {over && props.payment.status === 'unpaid' ? null : <PaymentSummary payment={props.payment} />}
      <Link to={props.manageHref}>
        {props.manageLabel} {props.bookingNumber}
      </Link>
    </li>
  );
}
