import type { Knex } from 'knex';
import type { ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import { DEPOSIT_LAPSE_REASON } from '../../../domain/deposits';
import { releaseBookings } from './lapse-pending';

/**
 * The bookings whose deposit lapses at `:now` (domain/deposits.ts, depositLapsesNow): still pending
 * (a booking the desk confirmed is the desk's decision), not deleted, owing a deposit past its
 * window, with no proof of payment sent and less than the deposit received.
 */
const DEPOSIT_LAPSING = `
  select b.id from bookings b
   where b.status = 'pending' and b.deleted_at is null
     and b.deposit_due > 0 and b.deposit_due_by <= :now::timestamptz
     and b.payment_status not in ('proof-submitted', 'paid', 'refunded')
     and coalesce(b.amount_paid, 0) < b.deposit_due`;

/**
 * Releases every booking whose deposit is unpaid at the end of its window: cancelled as the clinic,
 * its place freed, the client e-mailed and texted ('deposit-lapsed'). Once per booking over any
 * number of instances (releaseBookings). Answers the ids released.
 */
export function lapseUnpaidDeposits(db: Knex, now: Date, catalogue: ServiceSource): Promise<string[]> {
  return releaseBookings(db, { sql: DEPOSIT_LAPSING, bindings: { now: now.toISOString() } }, now, catalogue, {
    reason: DEPOSIT_LAPSE_REASON,
    email: 'deposit-lapsed',
    sms: 'deposit-lapsed',
  });
}
