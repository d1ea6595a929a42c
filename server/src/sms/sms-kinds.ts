/**
 * The texts a booking sends the client, one per event: received (the online form or the desk), the
 * day-before reminder, and the desk's confirm, cancel, move and no-show.
 */
export const SMS_KINDS = [
  'booking-received',
  'booking-reminder',
  'desk-confirmed',
  'desk-cancelled',
  'desk-moved',
  'desk-no-show',
  'deposit-lapsed',
  'waitlist-offer',
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

export const isSmsKind = (kind: string): kind is SmsKind => (SMS_KINDS as readonly string[]).includes(kind);

/** What the desk reads for each kind on the booking's history. */
export const SMS_KIND_LABELS: Record<SmsKind, string> = {
  'booking-received': 'Booking received',
  'booking-reminder': 'Day-before reminder',
  'desk-confirmed': 'Confirmed',
  'desk-cancelled': 'Cancelled',
  'desk-moved': 'Moved',
  'desk-no-show': 'No-show',
  'deposit-lapsed': 'Released: deposit unpaid',
  'waitlist-offer': 'Waitlist offer',
};
