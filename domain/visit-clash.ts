import { formatAppointmentShort } from './appointment-time';
import { PLACE_LABELS, type PlaceId } from './opening-hours';

/**
 * One person, one visit at a time (issue 23 item 10). "The same person" is the same e-mail address
 * (case folded) or the same phone number (its last 10 digits, so 0917..., +63 917... and 917... are
 * one number). Their visits clash when a new visit's time overlaps one of their live ones (a pending
 * or confirmed booking not deleted, at any branch or at home, or a pending or confirmed video
 * consultation), whatever the place. The public forms refuse such a visit (409, naming the one they
 * have); the desk may book it (a family member on the same phone, a visit booked twice on purpose) and
 * is warned in the answer's `warnings`. The database function `person_visit_clash` applies the rule.
 */
export interface PersonKeys {
  /** The e-mail address, trimmed and lower-case; '' when there is none. */
  email: string;
  /** The phone's last 10 digits; '' when it has fewer. */
  phone: string;
}

export function personKeys(email: string | undefined, phone: string | undefined): PersonKeys {
  const digits = (phone ?? '').replace(/\D/g, '');
  return { email: (email ?? '').trim().toLowerCase(), phone: digits.length >= 10 ? digits.slice(-10) : '' };
}

/** A live visit of the person that overlaps the one asked for. */
export interface ClashingVisit {
  kind: 'booking' | 'consultation';
  bookingNumber: string;
  place: PlaceId;
  date: string;
  time: string;
}

/**
 * `label` names the visit's place ('at Timog'): the server passes the catalogue's current name
 * (placeLabel in catalogue/catalogue-rules.ts); the compiled label otherwise.
 */
function visitWords(visit: ClashingVisit, label: string): string {
  const where = visit.kind === 'consultation' ? 'a video consultation' : `a visit ${label}`;
  return `${where} on ${formatAppointmentShort(visit.date, visit.time)} (booking ${visit.bookingNumber})`;
}

/** The public forms' 409: what the client already has, and what to do. */
export function clashMessage(visit: ClashingVisit, label = PLACE_LABELS[visit.place]): string {
  return `You already have ${visitWords(visit, label)}, at the same time as this one. Choose another time, or change or cancel that booking with the link in its e-mail.`;
}

/** The desk's warning on a booking it made anyway. */
export function clashWarning(visit: ClashingVisit, label = PLACE_LABELS[visit.place]): string {
  return `This client already has ${visitWords(visit, label)} at an overlapping time. Check with them that both visits are wanted.`;
}
