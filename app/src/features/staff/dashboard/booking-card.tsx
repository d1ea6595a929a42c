import { advanceNow, BOOKING_STATUS_LABELS, hasStarted, ONE_TAP_STATUSES } from '@domain/booking-status';
import { useId } from 'react';
import { ClockIcon } from '../../../components/icons';
import { useIsAdmin } from '../../../lib/session';
import type { StaffBooking } from '../api/types';
import { ArrivalTimes } from '../components/arrival-times';
import { BranchBadge, ReviewBadge, StatusBadge } from '../components/badges';
import { clientDetails } from '../components/client-details';
import { type Detail, DetailList } from '../components/detail-list';
import { ServiceLines } from '../components/service-lines';
import { useWaitingSteps } from '../desk-outbox/use-counter-outbox';
import { WaitingStatus } from '../desk-outbox/waiting-status';
import { formatAppointment, formatInstant, formatShortAppointment, priceOrConsultation } from '../format';
import { PaymentBadge } from '../payments/payment-badge';
import './booking-card.css';

export interface BookingCardActions {
  onView: (booking: StaffBooking) => void;
  onAdvance: (booking: StaffBooking) => void;
  /** Marks a started visit whose client never came. */
  onNoShow?: (booking: StaffBooking) => void;
  onEditNote: (booking: StaffBooking) => void;
  onDelete: (booking: StaffBooking) => void;
  /** Set while changes cannot be made (offline); the change buttons are disabled with this reason. */
  disabledReason: string | null;
}

/** A pending booking can be ticked for a bulk confirmation. */
export interface CardSelection {
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

export function BookingCard({
  booking,
  actions,
  selection,
}: {
  booking: StaffBooking;
  actions: BookingCardActions;
  selection?: CardSelection | undefined;
}) {
  const titleId = useId();
  const isAdmin = useIsAdmin();
  const { bookingData: data } = booking;
  const number = data.bookingNumber;
  const started = hasStarted(data.date, data.time);
  // Completed (and No-show) wait for the start, Arrived for the day: before that the button is not there.
  const next = advanceNow(booking.status, data.date, data.time);
  const waitingSteps = useWaitingSteps(booking._id);
  // A step already waiting to send (tapped offline) is not offered twice.
  const advanceTo = next && waitingSteps.includes(next) ? undefined : next;
  const canMarkNoShow = started && booking.status === 'confirmed' && actions.onNoShow !== undefined;
  const locked = actions.disabledReason !== null;
  // Arrived and In treatment are kept on the device and sent later when there is no line.
  const advanceLocked = locked && !(advanceTo && ONE_TAP_STATUSES.includes(advanceTo));

  const details: Detail[] = [
    { label: 'Service date', value: formatAppointment(data.date, data.time) },
    { label: 'Customer', value: data.customerName },
    { label: 'Email', value: data.email ? <a href={`mailto:${data.email}`}>{data.email}</a> : 'Not given' },
    { label: 'Phone', value: data.phone ? <a href={`tel:${data.phone}`}>{data.phone}</a> : 'Not given' },
  ];
  if (data.address?.trim()) details.push({ label: 'Address', value: data.address, wide: true });
  details.push(...clientDetails(booking));

  return (
    <article className="booking-card" aria-labelledby={titleId}>
      <header className="booking-card__header">
        {selection ? (
          <label className="booking-card__select">
            <input
              type="checkbox"
              checked={selection.selected}
              onChange={(event) => selection.onSelect(event.target.checked)}
            />
            <span className="visually-hidden">Select booking {number}</span>
          </label>
        ) : null}
        <div>
          <h3 id={titleId} className="booking-card__number">
            {number}
          </h3>
          <p className="booking-card__booked">Booked {formatInstant(booking.createdAt)}</p>
        </div>
        <div className="booking-card__badges">
          <StatusBadge status={booking.status} />
          <ArrivalTimes arrivedAt={booking.arrivedAt} inTreatmentAt={booking.inTreatmentAt} />
          <WaitingStatus bookingId={booking._id} />
          {booking.review?.open ? <ReviewBadge /> : null}
          <BranchBadge branch={data.branch} />
          <PaymentBadge payment={booking.payment} />
        </div>
      </header>

      {booking.pendingChangeRequest ? (
        <p className="booking-card__request">
          <ClockIcon className="booking-card__request-icon" />
          <span>
            Asks to move to{' '}
            {formatShortAppointment(booking.pendingChangeRequest.date, booking.pendingChangeRequest.time)}
          </span>
        </p>
      ) : null}

      <div className="booking-card__body">
        <DetailList details={details} compact />
        <div className="booking-card__services">
          <h4>Services</h4>
          <ServiceLines items={booking.cartItems ?? []} />
        </div>
        <p className="booking-card__total">
          <span>Total Amount</span>
          <strong>{priceOrConsultation(booking.totalPrice)}</strong>
        </p>
        {booking.noteAdmin?.trim() ? (
          <div className="booking-card__note">
            <h4>Admin note</h4>
            <p>{booking.noteAdmin}</p>
          </div>
        ) : null}
        {booking.updatedBy ? <p className="booking-card__meta">Updated by {booking.updatedBy}</p> : null}
      </div>

      <div className="booking-card__actions">
        <button
          type="button"
          className="staff-button staff-button--small"
          onClick={() => actions.onView(booking)}
        >
          View<span className="visually-hidden"> booking {number}</span>
        </button>
        {advanceTo ? (
          <button
            type="button"
            className="staff-button staff-button--small staff-button--primary"
            onClick={() => actions.onAdvance(booking)}
            disabled={advanceLocked}
            title={advanceLocked ? (actions.disabledReason ?? undefined) : undefined}
          >
            Mark as {BOOKING_STATUS_LABELS[advanceTo]}
            <span className="visually-hidden"> booking {number}</span>
          </button>
        ) : null}
        {canMarkNoShow ? (
          <button
            type="button"
            className="staff-button staff-button--small"
            onClick={() => actions.onNoShow?.(booking)}
            disabled={locked}
            title={actions.disabledReason ?? undefined}
          >
            Mark as No-show<span className="visually-hidden"> booking {number}</span>
          </button>
        ) : null}
        <button
          type="button"
          className="staff-button staff-button--small"
          onClick={() => actions.onEditNote(booking)}
          disabled={locked}
          title={actions.disabledReason ?? undefined}
        >
          Edit Note<span className="visually-hidden"> for booking {number}</span>
        </button>
        {isAdmin ? (
          <button
            type="button"
            className="staff-button staff-button--small staff-button--danger"
            onClick={() => actions.onDelete(booking)}
            disabled={locked}
            title={actions.disabledReason ?? undefined}
          >
            Delete<span className="visually-hidden"> booking {number}</span>
          </button>
        ) : null}
      </div>
    </article>
  );
}
