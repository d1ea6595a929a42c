import { z } from 'zod';

/**
 * A booking under review because of the client's health form (issue 27 item 3), as the desk reads
 * it. `reasons` come only in the one-booking answer (`GET /api/bookings/:id`), whose read is logged;
 * lists carry that a review is open and since when.
 */
export const healthReviewSchema = z.object({
  since: z.string().meta({ description: 'When the health form put the booking under review' }),
  open: z.boolean().meta({ description: 'True until staff confirm or complete it with a note' }),
  reasons: z.array(z.string()).optional().meta({ description: 'Why: only in GET /api/bookings/:id' }),
  note: z.string().nullable().meta({ description: 'The staff note that closed the review' }),
  clearedBy: z.string().nullable(),
  clearedAt: z.string().nullable(),
});

export type HealthReview = z.output<typeof healthReviewSchema>;

export const REVIEW_MESSAGES = {
  noteNeeded: (status: string) =>
    `This booking is for review after the client's health form: write a note to mark it ${status.toLowerCase()}`,
  flagged: "Put under review by the client's health form",
  closed: 'Health review closed with a staff note',
  answeredAway: 'Health review closed: the client changed the answers, which no longer rule out this visit',
} as const;

/** Statuses that may not be set on a booking under review without a staff note. */
export const REVIEWED_STATUSES = ['confirmed', 'completed'] as const;

/** Open from the moment the health form flagged the booking until staff close it with a note. */
export function reviewIsOpen(review: { reviewAt: unknown; clearedAt: unknown }): boolean {
  return Boolean(review.reviewAt && !review.clearedAt);
}
