/**
 * The client's rights from the `/my-bookings` link (issue 27 item 6): the words the API and the app
 * share, and the rule for the name an erased client's money records keep.
 */
export const PRIVACY_MESSAGES = {
  linkGone: 'This link is not valid or has expired. Ask for a new one.',
  nothingHeld: 'We hold nothing under this address any more.',
  erasureAsked: 'We have your request to erase your data. The clinic will act on it within 30 days.',
  erasureAlreadyAsked:
    'You have already asked us to erase your data; that request is open and the clinic will act on it.',
  noErasureAsked: 'This client has not asked to be erased, or the request was already approved.',
  erasureApproved:
    "The client's personal data is erased; their money records are kept under an anonymous name.",
} as const;

/** The name an erased client's bookings, payments and packages keep, so the accounts still add up. */
export function erasedClientName(number: number | string): string {
  return `Erased client ${number}`;
}

/** What an erasure keeps, and why: the confirm step says this before the client asks. */
export const ERASURE_KEEPS =
  'We keep the money side of your visits (what was booked, when, the amounts and payments) under the name "Erased client" with a number, because the law on receipts and taxes requires the clinic to keep its accounts. Nothing in them will name or reach you.';

/** Removed on erasure, in the client's words. */
export const ERASURE_REMOVES =
  'Your name, e-mail address, phone number, home-service address, notes, health form answers and signed consents, and the screenshots of your payments.';

/** The same, as the desk reads it before approving. */
export const ERASURE_DESK_KEEPS =
  'Their bookings, payments and packages stay, amounts and all, under the name "Erased client" with a number, so the clinic\'s totals do not change.';
