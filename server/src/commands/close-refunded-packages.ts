import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { ClientPackageRow } from '../db/rows';

/**
 * A refund of the booking that bought packages closes them: `refunded_at` freezes their sessions
 * (no spend, no booking from them, no undo, no transfer) and each history says so. Once: a package
 * already closed is left as it is.
 */
export async function closeRefundedPackages(
  trx: Knex,
  bookingId: string,
  bookingNumber: string,
  actor: string,
  now: Date,
): Promise<number> {
  const closed = await trx<ClientPackageRow>('client_packages')
    .where({ source_booking_id: bookingId })
    .whereNull('refunded_at')
    .update({ refunded_at: now })
    .returning('id');
  if (closed.length === 0) return 0;
  await trx('package_events').insert(
    closed.map((row) => ({
      id: crypto.randomUUID(),
      package_id: (row as { id: string }).id,
      kind: 'refunded',
      booking_id: bookingId,
      actor,
      summary: `Closed: booking ${bookingNumber} was refunded`,
      at: now,
    })),
  );
  return closed.length;
}
