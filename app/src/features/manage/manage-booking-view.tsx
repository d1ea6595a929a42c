import { givenName } from '@domain/given-name';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CalendarIcon } from '../../components/screen-icons';
import { paths } from '../../config/paths';
import { ConsentPanel } from '../consent/consent-panel';
import { HealthFormPanel } from '../health-form/health-form-panel';
import { DepositNotice } from '../payments/deposit-notice';
import { PackageList } from '../payments/package-list';
import { allFromPackages } from '../payments/package-price';
import { PayPanel } from '../payments/pay-panel';
import { PaymentReturnNotice } from '../payments/payment-return-notice';
import { BookingFacts } from './booking-facts';
import { CancelPanel, PhoneLink } from './cancel-panel';
import { calendarHref, type ManagedBooking } from './manage-api';
import { ReschedulePanel } from './reschedule-panel';

interface ManageBookingViewProps {
  token: string;
  booking: ManagedBooking;
  onChange: (booking: ManagedBooking) => void;
  /** Loads the booking again (back from PayMongo, while its word on the payment is on its way). */
  onRefresh?: () => void;
}

const LEADS = {
  pending: 'We have your booking. Our team will call or message you to confirm the schedule.',
  confirmed: 'You’re all set. We look forward to seeing you!',
  arrived: 'You’re checked in. Please take a seat: we will call you shortly.',
  'in-treatment': 'Your treatment is under way. Enjoy!',
  completed: 'Thank you for visiting us. We hope you loved your treatment.',
  cancelled: 'This booking is cancelled. We’d love to welcome you another time.',
  'no-show': 'We missed you at this appointment. Call us and we will find you a new time.',
} as const;

/** The booking behind a private link: what, when and where, and what the client can do about it. */
export function ManageBookingView({ token, booking, onChange, onRefresh }: ManageBookingViewProps) {
  const [notice, setNotice] = useState('');
  const firstName = givenName(booking.customerName);
  const active = booking.status === 'pending' || booking.status === 'confirmed';

  const changed = (updated: ManagedBooking, message: string) => {
    onChange(updated);
    setNotice(message);
  };

  return (
    <section className="page manage-page" aria-labelledby="page-title">
      <header className="manage-page__header">
        <p className="eyebrow">Manage my booking</p>
        <h1 id="page-title">{firstName ? `Hi ${firstName}, here’s your booking` : 'Your booking'}</h1>
        <p className="lead">{LEADS[booking.status]}</p>
      </header>
      <p className="manage-notice" role="status">
        {notice}
      </p>

      <div className="manage-page__grid">
        <BookingFacts booking={booking} />
        <div className="manage-page__side">
          {active ? (
            <section className="card manage-card manage-panel" aria-labelledby="calendar-title">
              <h2 id="calendar-title" className="manage-panel__title">
                Add to your calendar
              </h2>
              <p className="manage-panel__text">Save the date so you get a reminder on your phone.</p>
              <a className="button button--primary" href={calendarHref(token)} download>
                <CalendarIcon />
                Add to calendar
              </a>
            </section>
          ) : null}
          {active ? <HealthFormPanel token={token} review={booking.healthReview} /> : null}
          {active ? <ConsentPanel token={token} /> : null}
          <section className="card manage-card manage-panel" aria-labelledby="payment-title">
            <h2 id="payment-title" className="manage-panel__title">
              Payment
            </h2>
            {onRefresh ? <PaymentReturnNotice payment={booking.payment} onRefresh={onRefresh} /> : null}
            {allFromPackages(booking.services) ? (
              <p className="manage-panel__text">
                Nothing to pay: this visit is a session from your package, already paid for.
              </p>
            ) : (
              <>
                <DepositNotice deposit={booking.deposit} cancelled={booking.status === 'cancelled'} />
                <PayPanel
                  bookingNumber={booking.bookingNumber}
                  paymentMethod={booking.paymentMethod}
                  total={booking.totalPrice}
                  payment={booking.payment}
                  token={booking.status === 'cancelled' ? undefined : token}
                  proof={booking.paymentProof}
                  cancelled={booking.status === 'cancelled'}
                  onProofDelivered={(response) => {
                    const updated = (response as { booking?: ManagedBooking } | undefined)?.booking;
                    if (updated) changed(updated, 'Thank you: we received your proof of payment.');
                  }}
                />
              </>
            )}
          </section>
          {booking.packages.length > 0 ? (
            <section className="card manage-card manage-panel" aria-labelledby="packages-title">
              <h2 id="packages-title" className="manage-panel__title">
                Your packages
              </h2>
              <PackageList packages={booking.packages} link={token} />
            </section>
          ) : null}
          <ReschedulePanel token={token} booking={booking} onSent={changed} />
          <CancelPanel token={token} booking={booking} onCancelled={changed} />
          {active ? null : (
            <section className="card manage-card manage-panel" aria-labelledby="next-title">
              <h2 id="next-title" className="manage-panel__title">
                {booking.status === 'cancelled' ? 'Book another time' : 'Book your next visit'}
              </h2>
              <p className="manage-panel__text">
                Browse our treatments and pick a time that suits you. Questions? Call us at <PhoneLink />.
              </p>
              <Link className="button button--primary" to={paths.services.href()}>
                Browse treatments
              </Link>
            </section>
          )}
        </div>
      </div>
    </section>
  );
}
