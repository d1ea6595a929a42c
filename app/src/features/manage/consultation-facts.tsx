import { formatManilaDate } from '@domain/manila-date';
import { ClockIcon, VideoIcon } from '../../components/icons';
import { CalendarIcon } from '../../components/screen-icons';
import type { ManagedConsultation } from './consultation-manage-api';
import { amountText, paymentLabel, timeText } from './manage-format';

/** The consultation at a glance: number, status, when, how the call happens, price and payment. */
export function ConsultationFacts({ consultation }: { consultation: ManagedConsultation }) {
  const cancelled = consultation.status === 'cancelled';
  return (
    <article className="card manage-card manage-facts" aria-labelledby="booking-number">
      <header className="manage-facts__header">
        <div>
          <p className="manage-facts__label">Booking number</p>
          <h2 id="booking-number" className="manage-facts__number">
            {consultation.bookingNumber}
          </h2>
        </div>
        <span className={`manage-status manage-status--${cancelled ? 'cancelled' : 'confirmed'}`}>
          <span className="visually-hidden">Status: </span>
          {cancelled ? 'Cancelled' : 'Booked'}
        </span>
      </header>

      <dl className="manage-facts__list">
        <div className="manage-fact">
          <dt>
            <CalendarIcon className="manage-fact__icon" />
            Date
          </dt>
          <dd className="manage-fact__main">{formatManilaDate(consultation.date)}</dd>
        </div>
        <div className="manage-fact">
          <dt>
            <ClockIcon className="manage-fact__icon" />
            Time
          </dt>
          <dd className="manage-fact__main">
            {timeText(consultation.time)} (Manila time), {consultation.minutes} minutes
          </dd>
        </div>
        <div className="manage-fact">
          <dt>
            <VideoIcon className="manage-fact__icon" />
            How
          </dt>
          <dd>
            <span className="manage-fact__main">Online video call</span>
            <span className="manage-fact__detail">{consultation.howTheCallHappens}</span>
          </dd>
        </div>
      </dl>

      <p className="manage-total">
        <span>Price</span>
        <strong>{amountText(consultation.totalPrice)}</strong>
      </p>
      <p className="manage-payment">
        <span>Payment</span>
        <span>{paymentLabel(consultation.paymentMethod)}</span>
      </p>
    </article>
  );
}
