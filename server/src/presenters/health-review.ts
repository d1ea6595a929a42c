import { type HealthReview, reviewIsOpen as isOpen } from '../../../domain/health-form/health-review';
import type { BookingRow } from '../db/rows';
import { toIso, toIsoOrNull } from '../db/rows';

/** Whether the health form's review of this booking still waits for a staff note. */
export function reviewIsOpen(row: Pick<BookingRow, 'review_at' | 'review_cleared_at'>): boolean {
  return isOpen({ reviewAt: row.review_at, clearedAt: row.review_cleared_at });
}

/** The review as lists show it (no reasons: those are read one booking at a time, logged). */
export function presentHealthReview(row: BookingRow, reasons?: string[]): HealthReview | null {
  if (!row.review_at) return null;
  return {
    since: toIso(row.review_at),
    open: reviewIsOpen(row),
    ...(reasons ? { reasons } : {}),
    note: row.review_note ?? null,
    clearedBy: row.review_cleared_by ?? null,
    clearedAt: toIsoOrNull(row.review_cleared_at ?? null),
  };
}
