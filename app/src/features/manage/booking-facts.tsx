import { TRAVEL_FEE_LABEL } from '@domain/home-service-area';
import { formatManilaDate } from '@domain/manila-date';
import { ClockIcon, HomeIcon, PinIcon, StethoscopeIcon } from '../../components/icons';
import { CalendarIcon } from '../../components/screen-icons';
import { allFromPackages, fromPackageText } from '../payments/package-price';
import type { ManagedBooking } from './manage-api';
import { Fact, FactsHeader, MoneyLines } from './manage-fact';
import { amountText, placeOf, timeText } from './manage-format';
import { ManageStatusBadge } from './manage-status-badge';

/** Sessions left in the client's package a line was booked from (undefined when not listed). */
function sessionsLeftOf(booking: ManagedBooking, packageId: string): number | null | undefined {
  return booking.packages.find((item) => item.id === packageId)?.sessionsLeft;
}

/** Who treats the client (issue 26 item 4): each practitioner once, in the order of the lines. */
function practitionersOf(booking: ManagedBooking): string {
  const names = [...new Set(booking.assignments.map((assignment) => assignment.name))];
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** The booking at a glance: number, status, when, where, what and how much. */
export function BookingFacts({ booking }: { booking: ManagedBooking }) {
  const place = placeOf(booking);
  const PlaceIcon = booking.serviceType === 'home' ? HomeIcon : PinIcon;
  const practitioners = practitionersOf(booking);
  return (
    <article className="card manage-card manage-facts" aria-labelledby="booking-number">
      <FactsHeader
        bookingNumber={booking.bookingNumber}
        status={<ManageStatusBadge status={booking.status} />}
      />

      <dl className="manage-facts__list">
        <Fact icon={CalendarIcon} label="Date" main>
          {formatManilaDate(booking.date)}
        </Fact>
        <Fact icon={ClockIcon} label="Time" main>
          {timeText(booking.time)} (Manila time)
        </Fact>
        <Fact icon={PlaceIcon} label="Where">
          <span className="manage-fact__main">{place.title}</span>
          {place.detail ? <span className="manage-fact__detail">{place.detail}</span> : null}
          {place.mapUrl ? (
            <a className="text-link manage-fact__map" href={place.mapUrl} target="_blank" rel="noreferrer">
              Open in Maps<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
        </Fact>
        {practitioners ? (
          <Fact icon={StethoscopeIcon} label="With">
            <span className="manage-fact__main">{practitioners}</span>
          </Fact>
        ) : null}
      </dl>

      <h3 className="manage-facts__heading">Treatments</h3>
      <ul className="manage-lines">
        {booking.services.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move, and one treatment may appear twice.
          <li key={`${line.name}-${index}`} className="manage-line">
            <span className="manage-line__name">
              {line.name}
              {line.selectedPromo && !line.name.includes(line.selectedPromo) ? (
                <span className="manage-line__promo"> · {line.selectedPromo}</span>
              ) : null}
              <span className="manage-line__quantity"> × {line.quantity}</span>
            </span>
            <span className="manage-line__price">
              {line.packageId
                ? fromPackageText(sessionsLeftOf(booking, line.packageId))
                : line.price > 0
                  ? amountText(line.price)
                  : 'Consultation'}
            </span>
          </li>
        ))}
        {booking.travelFee > 0 ? (
          <li className="manage-line">
            <span className="manage-line__name">{TRAVEL_FEE_LABEL}</span>
            <span className="manage-line__price">{amountText(booking.travelFee)}</span>
          </li>
        ) : null}
      </ul>
      {allFromPackages(booking.services) ? (
        <p className="manage-total">
          <span>Total</span>
          <strong>{fromPackageText()}: nothing to pay</strong>
        </p>
      ) : (
        <MoneyLines label="Total" amount={booking.totalPrice} paymentMethod={booking.paymentMethod} />
      )}
    </article>
  );
}
