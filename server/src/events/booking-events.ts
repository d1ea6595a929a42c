import type { Knex } from 'knex';
import { formatAppointmentShort } from '../../../domain/appointment-time';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '../../../domain/booking-status';
import type { BookingEventKind } from '../../../domain/manage-booking';

export interface BookingEventRow {
  id: string | number;
  booking_id: string;
  kind: BookingEventKind;
  actor: string;
  summary: string;
  at: Date | string;
}

/** Writes one line of a booking's audit trail, inside the caller's transaction. */
export async function recordEvent(
  trx: Knex,
  bookingId: string,
  kind: BookingEventKind,
  actor: string,
  summary: string,
): Promise<void> {
  await trx('booking_events').insert({ booking_id: bookingId, kind, actor, summary });
}

export async function bookingEvents(db: Knex, bookingId: string): Promise<BookingEventRow[]> {
  return db<BookingEventRow>('booking_events')
    .where({ booking_id: bookingId })
    .orderBy([
      { column: 'at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}

/** The sentences the history shows, one per kind of change. */
export const summaries = {
  created: 'Booked online',
  statusChanged: (from: BookingStatus, to: BookingStatus) =>
    `Status changed from ${BOOKING_STATUS_LABELS[from]} to ${BOOKING_STATUS_LABELS[to]}`,
  noteEdited: 'Note edited',
  noteCleared: 'Note cleared',
  deleted: 'Booking deleted',
  confirmationResent: 'Confirmation e-mail sent again',
  rescheduleRequested: (date: string, time: string) =>
    `Asked to move to ${formatAppointmentShort(date, time)}`,
  rescheduleAccepted: (from: { date: string; time: string }, to: { date: string; time: string }) =>
    `Moved from ${formatAppointmentShort(from.date, from.time)} to ${formatAppointmentShort(to.date, to.time)}`,
  rescheduleDeclined: 'Reschedule request declined',
  rescheduleWithdrawn: 'Reschedule request withdrawn',
  rescheduleReplaced: 'Earlier reschedule request replaced by a new one',
  cancelledByClient: 'Cancelled by the client online',
  reminderSent: 'Reminder e-mailed',
  takenAtDesk: (by: string, channel: 'phone' | 'walk-in') =>
    `Taken at the desk by ${by} (${channel === 'phone' ? 'phone call' : 'walk-in'})`,
  changedByStaff: (changes: string[]) => `Changed: ${changes.join('; ')}`,
  reassigned: (changes: string[]) => `Reassigned: ${changes.join('; ')}`,
  movedByClient: (from: { date: string; time: string }, to: { date: string; time: string }) =>
    `Moved online by the client from ${formatAppointmentShort(from.date, from.time)} to ${formatAppointmentShort(to.date, to.time)}`,
  restored: 'Booking restored',
  statusChangedWithReason: (from: BookingStatus, to: BookingStatus, reason: string) =>
    `Status changed from ${BOOKING_STATUS_LABELS[from]} to ${BOOKING_STATUS_LABELS[to]}: ${reason}`,
} as const;
