import { appointmentStart, cancelDeadline } from './appointment-time';
import { CLINIC_PHONE } from './brand';
import { MANAGE_MESSAGES, RESCHEDULE_REQUESTS_PER_DAY } from './manage-booking';

/** Where an online consultation stands for its client: booked, or cancelled by them. */
export const CONSULTATION_STATUSES = ['booked', 'cancelled'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

export const CLIENT_CONSULTATION_STATUS_LABELS: Record<ConsultationStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
};

/** How the call happens: said on the summary, in the e-mail and on the manage page, in one wording. */
export const CONSULTATION_CALL_HOW =
  'It is a video call with one of our doctors. We e-mail you the video link before the call; open it at your booked time on a phone or computer with a camera and microphone.';

/** What the client's "manage my consultation" page and its API say, once for both sides. */
export const CONSULTATION_MANAGE_MESSAGES = {
  invalidLink: 'This consultation link is not valid. Please use the link in your latest e-mail from us.',
  cancelled: 'Your consultation is cancelled. We have sent you an e-mail to confirm it.',
  tooLateToCancel: `Your consultation is less than 24 hours away, so it can no longer be cancelled online. Please call us at ${CLINIC_PHONE}.`,
  alreadyCancelled: 'This consultation is already cancelled.',
  rescheduleSent:
    'Your request is sent. The clinic will e-mail you to confirm the new date and time; until then your consultation stays as booked.',
  sameDateTime: MANAGE_MESSAGES.sameDateTime,
  slotPassed: MANAGE_MESSAGES.slotPassed,
  callStarted: `Your consultation time has already started. Please call us at ${CLINIC_PHONE}.`,
  tooManyRequests: `You have asked for a new date and time ${RESCHEDULE_REQUESTS_PER_DAY} times in the last 24 hours. Please call us at ${CLINIC_PHONE}, or try again later.`,
} as const;

/** Booked and at least 24 hours away (the terms' notice, as for bookings). */
export function canCancelConsultation(
  status: ConsultationStatus,
  date: string,
  time: string,
  now = new Date(),
): boolean {
  return status === 'booked' && now.getTime() <= cancelDeadline(date, time).getTime();
}

/** Booked and not started yet. */
export function canMoveConsultation(
  status: ConsultationStatus,
  date: string,
  time: string,
  now = new Date(),
): boolean {
  return status === 'booked' && now.getTime() < appointmentStart(date, time).getTime();
}
