import { formatManilaDate } from '@domain/manila-date';
import { ClockIcon, VideoIcon } from '../../components/icons';
import { CalendarIcon } from '../../components/screen-icons';
import type { ManagedConsultation } from './consultation-manage-api';
import { Fact, FactsHeader, MoneyLines } from './manage-fact';
import { timeText } from './manage-format';

/** The consultation at a glance: number, status, when, how the call happens, price and payment. */
export function ConsultationFacts({ consultation }: { consultation: ManagedConsultation }) {
  const cancelled = consultation.status === 'cancelled';
  return (
    <article className="card manage-card manage-facts" aria-labelledby="booking-number">
      <FactsHeader
        bookingNumber={consultation.bookingNumber}
        status={
          <span className={`manage-status manage-status--${cancelled ? 'cancelled' : 'confirmed'}`}>
            <span className="visually-hidden">Status: </span>
            {cancelled ? 'Cancelled' : 'Booked'}
          </span>
        }
      />

      <dl className="manage-facts__list">
        <Fact icon={CalendarIcon} label="Date" main>
          {formatManilaDate(consultation.date)}
        </Fact>
        <Fact icon={ClockIcon} label="Time" main>
          {timeText(consultation.time)} (Manila time), {consultation.minutes} minutes
        </Fact>
        <Fact icon={VideoIcon} label="How">
          <span className="manage-fact__main">Online video call</span>
          <span className="manage-fact__detail">{consultation.howTheCallHappens}</span>
        </Fact>
      </dl>

      <MoneyLines label="Price" amount={consultation.totalPrice} paymentMethod={consultation.paymentMethod} />
    </article>
  );
}
