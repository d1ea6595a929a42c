/**
 * Pending bookings lapse (issue 23 item 2). The clinic's decision: a booking sent online that the desk
 * has never confirmed, with no payment recorded and no proof of payment sent, and not paid from a
 * package, holds its place until 24 hours before the visit. It is then released (cancelled) by the
 * server, its place freed, and the client e-mailed a link to book again; the desk sees it cancelled
 * with LAPSE_REASON. So a made-up booking cannot hold a place up to its day, and a real client loses
 * nothing they did: the desk confirms real bookings within the day (it calls the client), and a
 * client who pays or sends a proof keeps theirs whatever the desk does.
 * - A booking is never released less than 24 hours after it was sent: the desk always has a full day
 *   to confirm it (so one made for tomorrow is not released at once).
 * - Nor in the last 3 hours before the visit: the client may be on the way; the desk decides then.
 * - Bookings taken by the desk, and consultations, never lapse.
 * The booking's confirmation page and e-mail tell the client the rule (lapseRuleNote).
 */
export const LAPSE_BEFORE_VISIT_HOURS = 24;
export const LAPSE_MIN_AGE_HOURS = 24;
export const LAPSE_NOT_WITHIN_HOURS = 3;
/** How often each server instance looks for bookings to release (each is released once). */
export const LAPSE_EVERY_MINUTES = 5;

export const LAPSE_ACTOR = 'Clinic (automatic)';
export const LAPSE_REASON =
  'not confirmed by the clinic, and no payment or proof of payment, 24 hours before the visit: the time was released';

/**
 * The rule as the booking's confirmation (page and e-mail) states it: a client paying by transfer can
 * keep the booking by paying or sending the proof; one paying at the clinic, by answering the desk.
 */
export function lapseRuleNote(paysByTransfer: boolean): string {
  const keep = paysByTransfer
    ? 'and no payment or proof of payment was sent, its time is released for other clients and we e-mail you a link to book again. Paying or sending your proof keeps it.'
    : 'its time is released for other clients and we e-mail you a link to book again. Answer our call or message to keep it.';
  return `The clinic confirms your booking by phone or e-mail. If it is still not confirmed 24 hours before your visit, ${keep}`;
}

const HOUR_MS = 3_600_000;

/** The visit's start as an instant (Manila is UTC+8 all year). */
export function visitStart(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+08:00`);
}

/**
 * Whether a booking that meets the conditions (online, pending, unpaid, no proof, no package) lapses
 * at `now`, by its times alone. The server's query applies the same three bounds.
 */
export function lapsesNow(sentAt: Date, start: Date, now: Date): boolean {
  const left = start.getTime() - now.getTime();
  return (
    left <= LAPSE_BEFORE_VISIT_HOURS * HOUR_MS &&
    left > LAPSE_NOT_WITHIN_HOURS * HOUR_MS &&
    now.getTime() - sentAt.getTime() >= LAPSE_MIN_AGE_HOURS * HOUR_MS
  );
}
