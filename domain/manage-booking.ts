import { CLINIC_PHONE } from './brand';

/**
 * How many times a client may ask to move one booking within a day. Each request e-mails the clinic,
 * and the link needs no sign-in, so a script (or a stuck button) could otherwise flood the desk.
 */
export const RESCHEDULE_REQUESTS_PER_DAY = 5;

/** What the client's "manage my booking" page and its API say, once for both sides. */
export const MANAGE_MESSAGES = {
  invalidLink: 'This booking link is not valid. Please use the link in your latest e-mail from us.',
  cancelled: 'Your booking is cancelled. We have sent you an e-mail to confirm it.',
  tooLateToCancel: `Your appointment is less than 24 hours away, so it can no longer be cancelled online. Please call us at ${CLINIC_PHONE}.`,
  alreadyCancelled: 'This booking is already cancelled.',
  alreadyCompleted: 'This booking is already completed.',
  rescheduleSent: 'Your request is sent. We will e-mail you once the clinic confirms the new date and time.',
  sameDateTime: 'Please choose a different date or time.',
  slotPassed: 'This time has already passed today. Please choose a later time.',
  appointmentStarted: `Your appointment time has already started. Please call us at ${CLINIC_PHONE}.`,
  tooManyRescheduleRequests: `You have asked for a new date and time ${RESCHEDULE_REQUESTS_PER_DAY} times in the last 24 hours. Please call us at ${CLINIC_PHONE}, or try again later.`,
  noPendingRequest: 'There is no pending change request for this booking.',
  requestedTimePassed: 'The requested time has already passed. Decline the request instead.',
  accepted: 'The new date and time are saved and the client is e-mailed.',
  declined: 'The request is declined and the client is e-mailed.',
  requestChangedMeanwhile:
    'The client has changed their request since you opened it. Close this window and open the booking again to read the new one.',
} as const;

export const CHANGE_REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

export const BOOKING_EVENT_KINDS = [
  'created',
  'status_changed',
  'note_edited',
  'note_cleared',
  'deleted',
  'confirmation_resent',
  'reschedule_requested',
  'reschedule_accepted',
  'reschedule_declined',
  'reschedule_withdrawn',
  'cancelled_by_client',
  'reminder_sent',
  'payment_proof_submitted',
  'payment_recorded',
  'package_opened',
  'taken_at_desk',
  'changed_by_staff',
  'moved_by_client',
  'restored',
  'health_review_opened',
  'health_review_closed',
  'online_payment_refused',
  'practitioner_reassigned',
] as const;
export type BookingEventKind = (typeof BOOKING_EVENT_KINDS)[number];

/** Who an event names when no staff member did it. */
export const EVENT_ACTORS = {
  client: 'Client (online)',
  onlineBooking: 'Online booking',
  system: 'Clinic system',
  onlinePayment: 'Online payment (PayMongo)',
} as const;

/** Longest message a client may add to a change request, and a staff reply to one. */
export const CHANGE_REQUEST_TEXT_LIMIT = 500;
