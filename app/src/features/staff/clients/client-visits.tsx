import { HOLDING_STATUSES } from '@domain/booking-status';
import { CONSULTATION_STATUS_LABELS, type ConsultationStatus } from '@domain/consultation-status';
import { manilaDate } from '@domain/manila-date';
import { formatPesos } from '@domain/money';
import type { ClientRecord } from '../api/clients-api';
import { StatusBadge } from '../components/badges';
import { branchLabel, formatDatedAppointment } from '../format';

type Booking = ClientRecord['bookings'][number];
type Consultation = ClientRecord['consultations'][number];

const OPEN = new Set<string>(HOLDING_STATUSES);

function VisitTable({ caption, bookings }: { caption: string; bookings: Booking[] }) {
  return (
    <div className="client-record__scroll">
      <table className="client-record__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Booking</th>
            <th scope="col">Where</th>
            <th scope="col">Treatments</th>
            <th scope="col">Status</th>
            <th scope="col" className="client-record__money">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <td>{formatDatedAppointment(booking.bookingData.date, booking.bookingData.time)}</td>
              <td>{booking.bookingData.bookingNumber}</td>
              <td>{branchLabel(booking.bookingData.branch)}</td>
              <td>{booking.cartItems.map((line) => line.name).join(', ')}</td>
              <td>
                <StatusBadge status={booking.status} />
              </td>
              <td className="client-record__money">{formatPesos(booking.totalPrice)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ConsultationList({ consultations }: { consultations: Consultation[] }) {
  return (
    <ul className="client-record__list">
      {consultations.map((call) => (
        <li key={call.id}>
          <strong>{formatDatedAppointment(call.date, call.time)}</strong> · video consultation{' '}
          {call.bookingNumber} ·{' '}
          {CONSULTATION_STATUS_LABELS[call.status as ConsultationStatus] ?? call.status}
        </li>
      ))}
    </ul>
  );
}

/** Visits coming (soonest first) and past (latest first), then video consultations. */
export function ClientVisits({ bookings, consultations }: Pick<ClientRecord, 'bookings' | 'consultations'>) {
  const today = manilaDate();
  const coming = bookings
    .filter((booking) => OPEN.has(booking.status) && booking.bookingData.date >= today)
    .reverse();
  const past = bookings.filter((booking) => !coming.includes(booking));
  return (
    <section aria-labelledby="client-visits" className="client-record__section">
      <h2 id="client-visits">Visits</h2>
      {coming.length ? (
        <VisitTable caption="Coming" bookings={coming} />
      ) : (
        <p className="client-record__empty">No visit coming.</p>
      )}
      {past.length ? <VisitTable caption="Past and closed" bookings={past} /> : null}
      <h3>Video consultations</h3>
      {consultations.length ? (
        <ConsultationList consultations={consultations} />
      ) : (
        <p className="client-record__empty">None.</p>
      )}
    </section>
  );
}
