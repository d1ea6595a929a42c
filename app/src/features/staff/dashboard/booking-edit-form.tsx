import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type BookingStatus,
  hasStarted,
  statusAllowedNow,
} from '@domain/booking-status';
import { type RefObject, useId } from 'react';
import type { Alternative } from '../api/desk-api';
import type { StaffBooking } from '../api/types';
import { AlternativesList } from '../desk/alternatives-list';
import { type TreatmentLine, TreatmentPicker } from '../desk/treatment-picker';
import { useFreeTimes } from '../desk/use-free-times';
import { VisitFields, type VisitValue } from '../desk/visit-fields';

export interface EditState {
  status: BookingStatus;
  reason: string;
  /** The staff note a health review needs before the booking is confirmed or completed. */
  reviewNote: string;
  visit: VisitValue;
  lines: TreatmentLine[];
}

interface BookingEditFormProps {
  booking: StaffBooking;
  state: EditState;
  onChange: (state: EditState) => void;
  statusSelect: RefObject<HTMLSelectElement | null>;
  /** The server's 409 for a full time, with the nearest free starts. */
  slotTaken: { message: string; alternatives: Alternative[] } | null;
  onPickAlternative: (alternative: Alternative) => void;
}

/**
 * The SPEC's edit mode: the status (Completed and No-show only once the visit has started; a
 * cancellation may give the client a reason), the date and time, clinic branch or home address, and
 * the treatments. Saving asks for the update code once.
 */
export function BookingEditForm({
  booking,
  state,
  onChange,
  statusSelect,
  slotTaken,
  onPickAlternative,
}: BookingEditFormProps) {
  const statusId = useId();
  const reasonId = useId();
  const reviewId = useId();
  // Only what the server would take now: Completed and No-show after the start, Arrived and In
  // treatment on the day from shortly before it (domain/booking-status.ts, the 409's rule).
  const { date, time } = booking.bookingData;
  const started = hasStarted(date, time);
  const statuses = BOOKING_STATUSES.filter(
    (option) => option === booking.status || statusAllowedNow(option, date, time),
  );
  const place = state.visit.serviceType === 'home' ? 'home' : state.visit.branch;
  const freeTimes = useFreeTimes(
    place,
    state.visit.date,
    state.lines.map((line) => line.id),
  );
  const sameDay = state.visit.date === booking.bookingData.date && place === booking.bookingData.branch;

  return (
    <div className="booking-view__edit">
      <div className="dialog-field">
        <label htmlFor={statusId}>Status</label>
        <select
          ref={statusSelect}
          id={statusId}
          value={state.status}
          onChange={(event) => onChange({ ...state, status: event.target.value as BookingStatus })}
        >
          {statuses.map((option) => (
            <option key={option} value={option}>
              {BOOKING_STATUS_LABELS[option]}
            </option>
          ))}
        </select>
        <p className="dialog-field__hint">
          Saving asks for the update code.
          {started ? '' : ' Completed and No-show can be set once the appointment has started.'}
        </p>
      </div>
      {state.status === 'cancelled' && booking.status !== 'cancelled' ? (
        <div className="dialog-field">
          <label htmlFor={reasonId}>Reason for the client (optional)</label>
          <textarea
            id={reasonId}
            rows={2}
            maxLength={300}
            value={state.reason}
            onChange={(event) => onChange({ ...state, reason: event.target.value })}
          />
        </div>
      ) : null}
      {needsReviewNote(booking, state.status) ? (
        <div className="dialog-field">
          <label htmlFor={reviewId}>Health review note (required)</label>
          <textarea
            id={reviewId}
            rows={2}
            maxLength={300}
            required
            aria-describedby={`${reviewId}-hint`}
            value={state.reviewNote}
            onChange={(event) => onChange({ ...state, reviewNote: event.target.value })}
          />
          <p id={`${reviewId}-hint`} className="dialog-field__hint">
            What you checked with the client about the health form. Kept for staff; the client does not see
            it.
          </p>
        </div>
      ) : null}
      <VisitFields
        value={state.visit}
        onChange={(change) => onChange({ ...state, visit: { ...state.visit, ...change } })}
        freeTimes={freeTimes}
        currentTime={sameDay ? booking.bookingData.time : undefined}
      />
      <TreatmentPicker lines={state.lines} onChange={(lines) => onChange({ ...state, lines })} />
      {slotTaken ? (
        <AlternativesList
          message={slotTaken.message}
          alternatives={slotTaken.alternatives}
          onPick={onPickAlternative}
        />
      ) : null}
    </div>
  );
}

/** Confirming or completing a booking the health form put under review takes a staff note. */
export function needsReviewNote(booking: StaffBooking, status: BookingStatus): boolean {
  return (
    Boolean(booking.review?.open) &&
    status !== booking.status &&
    (status === 'confirmed' || status === 'completed')
  );
}
