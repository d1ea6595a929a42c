import type { WaitlistRow } from '../db/waitlist-row';

/** What names one offer's e-mail (its text adds `sms:`): the wish and the hold it was made with. */
export const waitlistOfferKey = (row: Pick<WaitlistRow, 'id' | 'offer_hold_id'>) =>
  `waitlist-offer:${row.id}:${row.offer_hold_id}`;
