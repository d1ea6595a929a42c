import { type BookingStatus, CLIENT_BOOKING_STATUS_LABELS } from '@domain/booking-status';
import { visitPlaceTitle } from '@domain/branches';
import { CLIENT_CONSULTATION_STATUS_LABELS } from '@domain/manage-consultation';
import { formatPesos } from '@domain/money';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { isApiError } from '../../lib/api-client';
import { useNoIndex } from '../manage/use-no-index';
import { PackageList } from '../payments/package-list';
import { fetchMyBookings, type MyBookings, savedMyBookings } from './my-bookings-api';
import { MyDataSection } from './my-data-section';
import { VisitItem } from './visit-item';
import './my-bookings.css';

type State =
  | { phase: 'loading' }
  | { phase: 'gone'; message: string }
  | { phase: 'ready'; list: MyBookings; savedAt?: number };

/** `/my-bookings/:token`: everything booked under one e-mail; offline, the copy last seen here. */
export function MyBookingsPage() {
  const { token = '' } = useParams();
  usePageTitle('My bookings');
  useNoIndex();
  const [state, setState] = useState<State>({ phase: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetchMyBookings(token, controller.signal).then(
      (list) => setState({ phase: 'ready', list }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 404) {
          setState({ phase: 'gone', message: error.message });
          return;
        }
        const saved = await savedMyBookings(token);
        setState(
          saved
            ? { phase: 'ready', list: saved.list, savedAt: saved.savedAt }
            : {
                phase: 'gone',
                message: 'You are offline and this list was not opened on this phone before.',
              },
        );
      },
    );
    return () => controller.abort();
  }, [token]);

  if (state.phase === 'loading')
    return (
      <p className="page" role="status">
        Loading your bookings…
      </p>
    );
  if (state.phase === 'gone') {
    return (
      <section className="page my-bookings" aria-labelledby="page-title">
        <h1 id="page-title">My bookings</h1>
        <p>{state.message}</p>
        <Link className="button button--primary" to={paths.myBookings.href()}>
          Ask for a new link
        </Link>
      </section>
    );
  }
  const { list, savedAt } = state;
  return (
    <section className="page my-bookings" aria-labelledby="page-title">
      <p className="eyebrow">My bookings</p>
      <h1 id="page-title">Your bookings</h1>
      <p className="lead">Everything booked under {list.email}.</p>
      {savedAt ? (
        <p className="my-bookings__saved" role="status">
          You are offline: this is the list as it was on{' '}
          {new Date(savedAt).toLocaleString('en-PH', { timeZone: 'Asia/Manila' })}.
        </p>
      ) : null}
      <h2>Bookings</h2>
      {list.bookings.length === 0 ? <p>No bookings yet.</p> : null}
      <ul className="my-bookings__list">
        {list.bookings.map((booking) => (
          <VisitItem
            key={booking.bookingNumber}
            testId="my-booking"
            bookingNumber={booking.bookingNumber}
            status={booking.status}
            statusLabel={CLIENT_BOOKING_STATUS_LABELS[booking.status as BookingStatus] ?? booking.status}
            date={booking.date}
            time={booking.time}
            payment={booking.payment}
            manageHref={paths.myBooking.href(booking.manageToken)}
            manageLabel="Manage booking"
          >
            <p>
              {booking.services.join(', ')} · {visitPlaceTitle(booking.serviceType, booking.branch)} ·{' '}
              {formatPesos(booking.totalPrice)}
            </p>
          </VisitItem>
        ))}
      </ul>
      {list.consultations.length > 0 ? (
        <>
          <h2>Online consultations</h2>
          <ul className="my-bookings__list">
            {list.consultations.map((consultation) => (
              <VisitItem
                key={consultation.bookingNumber}
                testId="my-consultation"
                bookingNumber={consultation.bookingNumber}
                status={consultation.status}
                statusLabel={CLIENT_CONSULTATION_STATUS_LABELS[consultation.status]}
                date={consultation.date}
                time={consultation.time}
                payment={consultation.payment}
                manageHref={paths.myConsultation.href(consultation.manageToken)}
                manageLabel="Manage consultation"
              />
            ))}
          </ul>
        </>
      ) : null}
      {list.packages.length > 0 ? (
        <>
          <h2>Packages</h2>
          <PackageList packages={list.packages} link={token} />
        </>
      ) : null}
      <MyDataSection token={token} />
    </section>
  );
}
