import type { Knex } from 'knex';
import type { ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import { OTHER_BRANCH_MESSAGE } from '../../../domain/staff-roles';
import type { BookingRow } from '../db/rows';
import { HttpError } from '../errors';
import { isUuid } from '../users/users';
import { changeBookingStatus } from './change-booking-status';

export interface BulkConfirmResult {
  confirmed: BookingRow[];
  /** Bookings left as they were, and why (no longer pending, deleted, unknown). */
  skipped: Array<{ id: string; msg: string }>;
  emailsQueued: number;
}

/**
 * Confirms several pending bookings after one code entry. Each is its own transaction, so one that
 * changed meanwhile (confirmed by another desk, deleted) is reported and the rest still go through;
 * each confirmation writes its history line and queues its client's e-mail once, as a single one does.
 * A staff member limited to branches (`branches`, null for all) has a booking of another branch
 * skipped as such, as its own page would answer 403.
 */
export async function bulkConfirm(
  db: Knex,
  ids: string[],
  actor: string,
  catalogue: ServiceSource,
  branches: readonly string[] | null = null,
): Promise<BulkConfirmResult> {
  const result: BulkConfirmResult = { confirmed: [], skipped: [], emailsQueued: 0 };
  for (const id of new Set(ids)) {
    if (!isUuid(id)) {
      result.skipped.push({ id, msg: 'Booking not found' });
      continue;
    }
    try {
      const outcome = await db.transaction(async (trx) => {
        const current = await trx<BookingRow>('bookings').where({ id }).whereNull('deleted_at').first();
        if (current && branches && !branches.includes(current.branch))
          return { skipped: OTHER_BRANCH_MESSAGE };
        if (current && current.status !== 'pending') return { skipped: `Already ${current.status}` };
        return changeBookingStatus(trx, id, 'confirmed', actor, { catalogue });
      });
      if ('skipped' in outcome) {
        result.skipped.push({ id, msg: outcome.skipped });
      } else {
        result.confirmed.push(outcome.row);
        if (outcome.emailQueued) result.emailsQueued += 1;
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.skipped.push({ id, msg: error.message });
    }
  }
  return result;
}
