import {
  advanceNow,
  BOOKING_STATUS_LABELS,
  type BookingStatus,
  isBookingStatus,
  ONE_TAP_STATUSES,
} from '@domain/booking-status';
import type { CodePrompt } from '../../../components/dialog/use-code-prompt';
import { actorName, type SessionUser } from '../../../lib/session';
import { deleteBooking, updateBookingNote, updateBookingStatus } from '../api/bookings-api';
import { bulkConfirm, changeBooking, SlotTakenError } from '../api/desk-api';
import type { StaffBooking } from '../api/types';
import type { ToastState } from '../hooks/use-toast';
import type { BookingEdit, SaveHandlers } from './booking-view-dialog';

interface BookingActionsOptions {
  user: SessionUser | null;
  prompt: CodePrompt;
  toast: ToastState;
  /** Puts the changed booking in place on screen. */
  onReplaced: (updated: StaffBooking) => void;
  /** Takes the deleted booking off the screen. */
  onRemoved: (id: string) => void;
  /** Reloads quietly so the counts follow a change. */
  refresh: () => void;
}

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Status changes, deletes and notes of the dashboard: each asks the server, then updates the list. */
export function useBookingActions({
  user,
  prompt,
  toast,
  onReplaced,
  onRemoved,
  refresh,
}: BookingActionsOptions) {
  const replace = onReplaced;

  const changeStatus = (
    booking: StaffBooking,
    status: BookingStatus,
    onChanged?: (b: StaffBooking) => void,
    reason?: string,
    reviewNote?: string,
  ) => {
    const number = booking.bookingData.bookingNumber;
    const label = BOOKING_STATUS_LABELS[status];
    const send = async (updateCode?: string) => {
      const updated = await updateBookingStatus(booking._id, {
        status,
        updatedBy: actorName(user),
        ...(updateCode ? { updateCode } : {}),
        ...(reason?.trim() ? { reason: reason.trim() } : {}),
        ...(reviewNote?.trim() ? { reviewNote: reviewNote.trim() } : {}),
      });
      replace(updated);
      onChanged?.(updated);
      toast.show(`Booking ${number} is now ${label.toLowerCase()}.`);
      refresh();
    };
    // Arrived and In treatment are one tap at the counter; the server still checks the role.
    if (ONE_TAP_STATUSES.includes(status)) {
      send().catch((error: unknown) => toast.show(messageOf(error, 'Failed to update booking status')));
      return;
    }
    prompt.ask({
      title: `Mark ${number} as ${label}`,
      description: `Enter the update code to change this booking from ${
        isBookingStatus(booking.status) ? BOOKING_STATUS_LABELS[booking.status] : booking.status
      } to ${label}.`,
      label: 'Update code',
      submitLabel: `Mark as ${label}`,
      busyLabel: 'Updating...',
      run: send,
      describeError: (error) => messageOf(error, 'Failed to update booking status'),
    });
  };

  // The step the card's button names (advanceNow): a visit of an earlier day never marked arrived is
  // completed, not marked arrived (which the server refuses off the day).
  const advance = (booking: StaffBooking) => {
    const next = advanceNow(booking.status, booking.bookingData.date, booking.bookingData.time);
    if (next) changeStatus(booking, next);
  };

  const remove = (booking: StaffBooking) => {
    const number = booking.bookingData.bookingNumber;
    prompt.ask({
      title: `Delete booking ${number}?`,
      description: `${booking.bookingData.customerName}'s booking moves to Deleted Bookings, kept there for audit. Enter the delete code to continue.`,
      label: 'Delete code',
      submitLabel: 'Delete booking',
      busyLabel: 'Deleting...',
      tone: 'danger',
      run: async (deleteCode) => {
        await deleteBooking(booking._id, deleteCode);
        onRemoved(booking._id);
        toast.show('Booking successfully deleted.');
        refresh();
      },
      describeError: (error) => `Failed to delete booking: ${messageOf(error, 'Request failed')}`,
    });
  };

  const saveNote = async (booking: StaffBooking, note: string) => {
    const updated = await updateBookingNote(booking._id, note);
    replace(updated);
    toast.show(`Admin note saved for ${booking.bookingData.bookingNumber}.`);
  };

  /** The edit dialog's Save Changes: the move or change first, then the status, after one code entry. */
  const saveEdit = (
    booking: StaffBooking,
    edit: BookingEdit,
    handlers: SaveHandlers & { onUpdated: (b: StaffBooking) => void },
  ) => {
    const { change } = edit;
    const statusLabel = BOOKING_STATUS_LABELS[edit.status];
    if (!change) {
      changeStatus(
        booking,
        edit.status,
        (updated) => {
          handlers.onUpdated(updated);
          handlers.onSaved(`Status changed to ${statusLabel}.`);
        },
        edit.reason,
        edit.reviewNote,
      );
      return;
    }
    const number = booking.bookingData.bookingNumber;
    prompt.ask({
      title: `Save changes to ${number}`,
      description: 'Enter the update code to save the changes. The client is e-mailed about them.',
      label: 'Update code',
      submitLabel: 'Save changes',
      busyLabel: 'Saving...',
      run: async (updateCode) => {
        let updated: StaffBooking;
        try {
          updated = await changeBooking(booking._id, change, updateCode);
        } catch (error) {
          if (!(error instanceof SlotTakenError)) throw error;
          handlers.onSlotTaken(error.message, error.alternatives);
          return;
        }
        if (edit.status !== booking.status) {
          updated = await updateBookingStatus(booking._id, {
            status: edit.status,
            updatedBy: actorName(user),
            updateCode,
            ...(edit.reason.trim() ? { reason: edit.reason.trim() } : {}),
            ...(edit.reviewNote.trim() ? { reviewNote: edit.reviewNote.trim() } : {}),
          });
        }
        replace(updated);
        handlers.onUpdated(updated);
        handlers.onSaved('Changes saved. The client is e-mailed about them.');
        toast.show(`Booking ${number} is changed.`);
        refresh();
      },
      describeError: (error) => messageOf(error, 'Failed to change the booking'),
    });
  };

  /** Confirms every selected pending booking after one code entry; each client is e-mailed. */
  const confirmMany = (ids: string[], onDone: () => void) => {
    prompt.ask({
      title: `Confirm ${ids.length} booking${ids.length === 1 ? '' : 's'}`,
      description: 'Enter the update code once to confirm every selected booking. Each client is e-mailed.',
      label: 'Update code',
      submitLabel: 'Confirm bookings',
      busyLabel: 'Confirming...',
      run: async (updateCode) => {
        const answer = await bulkConfirm(ids, updateCode);
        for (const updated of answer.confirmed) replace(updated);
        const skipped = answer.skipped.length;
        toast.show(
          `${answer.message}${skipped ? `; ${skipped} left as they were (no longer pending)` : ''}.`,
        );
        onDone();
        refresh();
      },
      describeError: (error) => messageOf(error, 'Failed to confirm the bookings'),
    });
  };

  return { changeStatus, advance, remove, saveNote, saveEdit, confirmMany };
}
