import type { BookingStatus } from '@domain/booking-status';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Dialog, DialogBody, DialogFooter } from '../../../components/dialog/dialog';
import type { ChangeRequestDecision } from '../api/booking-detail-api';
import type { Alternative, BookingChangeInput } from '../api/desk-api';
import type { StaffBooking } from '../api/types';
import { StatusBadge } from '../components/badges';
import { clientDetails } from '../components/client-details';
import { type Detail, DetailList } from '../components/detail-list';
import { ServiceLines } from '../components/service-lines';
import { changeFrom, linesOf, visitOf } from '../desk/booking-change';
import { nextSessionOf } from '../desk/next-session';
import {
  branchLabel,
  formatAppointment,
  formatManilaDateLabel,
  orNotGiven,
  priceOrConsultation,
  timeLabel,
} from '../format';
import { StaffPaymentPanel } from '../payments/staff-payment-panel';
import { BookingEditForm, type EditState } from './booking-edit-form';
import { BookingHistory } from './booking-history';
import { ChangeRequestPanel } from './change-request-panel';
import { ClientName } from './client-name';
import { DeskTabletForms } from './desk-tablet-forms';
import { HealthReviewPanel } from './health-review-panel';
import { useBookingDetail } from './use-booking-detail';
import './booking-view-dialog.css';

interface BookingViewDialogProps {
  booking: StaffBooking;
  onClose: () => void;
  /**
   * Asks for the update code once and saves what the edit changed: the booking (moved, changed) and
   * its status. `onSaved` returns the dialog to reading; `onSlotTaken` shows the server's alternatives.
   */
  onSave: (edit: BookingEdit, handlers: SaveHandlers) => void;
  /** Set while changes cannot be made (offline). */
  editDisabledReason: string | null;
  /** The client's change request was accepted or declined: the list follows. */
  onChangeRequestDecided: (decision: ChangeRequestDecision) => void;
}

export interface BookingEdit {
  status: BookingStatus;
  reason: string;
  reviewNote: string;
  change: BookingChangeInput | null;
}

export interface SaveHandlers {
  onSaved: (message: string) => void;
  onSlotTaken: (message: string, alternatives: Alternative[]) => void;
}

/** 'View Booking - {customer}': every detail read-only, and an Edit mode for status, time, place and treatments. */
export function BookingViewDialog({
  booking,
  onClose,
  onSave,
  editDisabledReason,
  onChangeRequestDecided,
}: BookingViewDialogProps) {
  // A decline leaves the booking itself unchanged, so each decision also asks for the history again.
  const [decisions, setDecisions] = useState(0);
  const detail = useBookingDetail(booking._id, `${booking.updatedAt}#${decisions}`);
  const request = detail.phase === 'ready' ? detail.detail.changeRequest : null;
  const [editing, setEditing] = useState(false);
  const [edit, setEdit] = useState<EditState>(() => editStateOf(booking));
  const [slotTaken, setSlotTaken] = useState<{ message: string; alternatives: Alternative[] } | null>(null);
  // The page's toast sits behind the modal, where screen readers cannot hear it; this line can be.
  const [notice, setNotice] = useState('');
  const reasonId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const statusSelect = useRef<HTMLSelectElement>(null);
  const wasEditing = useRef(false);
  const data = booking.bookingData;

  // Moving between reading and editing keeps focus where the work is.
  useLayoutEffect(() => {
    if (editing) statusSelect.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const startEditing = () => {
    if (editDisabledReason) return;
    setEdit(editStateOf(booking));
    setSlotTaken(null);
    setNotice('');
    setEditing(true);
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editDisabledReason) return;
    const change = changeFrom(booking, edit.visit, edit.lines);
    if (edit.status === booking.status && change === null) {
      setEditing(false);
      return;
    }
    setSlotTaken(null);
    onSave(
      { status: edit.status, reason: edit.reason, reviewNote: edit.reviewNote, change },
      {
        onSaved: (message) => {
          setEditing(false);
          setNotice(message);
        },
        onSlotTaken: (message, alternatives) => setSlotTaken({ message, alternatives }),
      },
    );
  };

  const details: Detail[] = [
    { label: 'Customer Name', value: <ClientName name={data.customerName} detail={detail} /> },
    { label: 'Email', value: orNotGiven(data.email) },
    { label: 'Phone', value: orNotGiven(data.phone) },
    { label: 'Status', value: <StatusBadge status={booking.status} /> },
    { label: 'Address', value: orNotGiven(data.address), wide: true },
    { label: 'Landmark', value: orNotGiven(data.landmark), wide: true },
    { label: 'Service Date', value: formatManilaDateLabel(data.date) },
    { label: 'Time', value: data.time ? timeLabel(data.time) : 'Not given' },
    { label: 'Age', value: orNotGiven(data.age) },
    { label: 'Branch', value: branchLabel(data.branch) },
    ...clientDetails(booking),
  ];

  return (
    <Dialog
      title={`View Booking - ${data.customerName}`}
      description={`Booking ${data.bookingNumber}`}
      onClose={onClose}
      size="large"
      className="booking-view"
    >
      <form onSubmit={save}>
        <DialogBody>
          {request?.status === 'pending' ? (
            <ChangeRequestPanel
              key={request.requestedAt}
              bookingId={booking._id}
              request={request}
              disabledReason={editDisabledReason}
              onDecided={(decision) => {
                setNotice(decision.message);
                setDecisions((count) => count + 1);
                onChangeRequestDecided(decision);
              }}
            />
          ) : null}
          {booking.review ? <HealthReviewPanel review={booking.review} detail={detail} /> : null}
          <DetailList details={details} />
          <h3 className="booking-view__heading">Services</h3>
          <ServiceLines items={booking.cartItems ?? []} />
          <p className="booking-view__total">
            <span>Total Amount</span>
            <strong>{priceOrConsultation(booking.totalPrice)}</strong>
          </p>
          <StaffPaymentPanel
            owner={{ kind: 'booking', id: booking._id }}
            customerName={data.customerName}
            totalPrice={booking.totalPrice}
            payment={booking.payment}
            disabledReason={editDisabledReason}
            nextSession={nextSessionOf(booking)}
            visit={{
              bookingNumber: data.bookingNumber,
              customerName: data.customerName,
              when: formatAppointment(data.date, data.time),
              where: data.serviceType === 'home' ? 'Home service' : branchLabel(data.branch),
              treatments: (booking.cartItems ?? []).map((item) => item.name),
            }}
          />
          <DeskTabletForms bookingId={booking._id} />
          <BookingHistory state={detail} />
          {editing ? (
            <BookingEditForm
              booking={booking}
              state={edit}
              onChange={setEdit}
              statusSelect={statusSelect}
              slotTaken={slotTaken}
              onPickAlternative={(alternative) => {
                setEdit((current) => ({
                  ...current,
                  visit: { ...current.visit, date: alternative.date, time: alternative.time },
                }));
                setSlotTaken(null);
              }}
            />
          ) : null}
          <p className="booking-view__notice" role="status">
            {notice}
          </p>
          {editDisabledReason ? (
            <p id={reasonId} className="dialog-field__hint booking-view__reason">
              {editDisabledReason}
            </p>
          ) : null}
        </DialogBody>
        <DialogFooter>
          {/* Keys keep Edit and Save Changes apart: reusing one element would turn the Edit click into a submit. */}
          {editing ? (
            <>
              <button
                key="cancel"
                type="button"
                className="button button--ghost"
                onClick={() => setEditing(false)}
              >
                Cancel
              </button>
              <button key="save" type="submit" className="button button--primary">
                Save Changes
              </button>
            </>
          ) : (
            <>
              <button key="close" type="button" className="button button--ghost" onClick={onClose}>
                Close
              </button>
              <button
                key="edit"
                ref={editButton}
                type="button"
                className="button button--primary"
                onClick={startEditing}
                aria-disabled={editDisabledReason ? true : undefined}
                aria-describedby={editDisabledReason ? reasonId : undefined}
              >
                Edit
              </button>
            </>
          )}
        </DialogFooter>
      </form>
    </Dialog>
  );
}

function editStateOf(booking: StaffBooking): EditState {
  return {
    status: booking.status,
    reason: '',
    reviewNote: '',
    visit: visitOf(booking),
    lines: linesOf(booking),
  };
}
