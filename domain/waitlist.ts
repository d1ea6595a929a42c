/**
 * The waitlist (issue 28 item 4). Where the day a client wants is full, they leave a wish: their
 * treatments (the cart), the branch, the day, a window of start times and how to reach them. When a
 * place frees (a cancellation by the client or the desk, a move, a released booking), the first wish
 * in line that fits a free start gets an offer: that start held for it WAITLIST_OFFER_MINUTES (a real
 * hold: nobody else can book it meanwhile), told by e-mail and text with a link to book it. Not taken
 * in time, the offer is missed and the place goes to the next wish that fits. Offers are not made
 * between 21:00 and 08:00 Manila, when a client would not see the text in time.
 */
export const WAITLIST_OFFER_MINUTES = 15;
/** How often each server instance looks for freed places and offers that ran out. */
export const WAITLIST_EVERY_SECONDS = 60;

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'missed', 'closed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Offered a time',
  booked: 'Booked',
  missed: 'Offer not taken',
  closed: 'Closed',
};

export const WAITLIST_MESSAGES = {
  duplicate: 'You are already on the waitlist for this day and these times.',
  windowReversed: 'The earliest time must not be after the latest time.',
  offerGone: 'This offer has ended: the time was booked or passed to the next client.',
} as const;

export interface Wish {
  branch: string;
  date: string;
  from: string;
  to: string;
  services: readonly string[];
  email: string;
}

/** What names a wish, so the same one is taken once: the e-mail case-folded, the treatments sorted. */
export function wishKey(wish: Wish): string {
  const services = [...wish.services].sort().join(',');
  return `${wish.branch}|${wish.date}|${wish.from}-${wish.to}|${services}|${wish.email.trim().toLowerCase()}`;
}

/** The first free start (in the day's order) within the wish's window, or undefined. */
export function firstFittingStart(
  wish: Pick<Wish, 'from' | 'to'>,
  slots: ReadonlyArray<{ time: string; available: boolean }>,
): string | undefined {
  return slots.find((slot) => slot.available && slot.time >= wish.from && slot.time <= wish.to)?.time;
}

/** When an offer made at `now` ends. */
export function offerEndsAt(now: Date): Date {
  return new Date(now.getTime() + WAITLIST_OFFER_MINUTES * 60_000);
}
