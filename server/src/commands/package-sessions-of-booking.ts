import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { redeemProblem } from '../../../domain/packages';
import type { BookingRow, ClientPackageRow, PackageEventRow } from '../db/rows';
import { conflict } from '../errors';
import { bookedLines } from '../presenters/booking';
import { presentPackage } from '../presenters/client-package';

/**
 * A cancelled booking gives back the sessions it took from packages when it was booked: each spend
 * is marked undone and a `released` line says why. The packages are locked in id order (as the
 * booking's statement takes them), so a release and a booking never wait on each other in a circle.
 */
export async function releasePackageSessions(
  trx: Knex.Transaction,
  booking: Pick<BookingRow, 'id' | 'booking_number'>,
  actor: string,
  now = new Date(),
): Promise<number> {
  const spent = await trx<PackageEventRow>('package_events as e')
    .join('client_packages as p', 'p.id', 'e.package_id')
    .where({ 'e.booking_id': booking.id, 'e.kind': 'redeemed' })
    .whereNull('e.undone_at')
    .whereNot('p.source_booking_id', booking.id)
    .orderBy([{ column: 'e.package_id' }, { column: 'e.id' }])
    .select<Array<{ id: string; package_id: string }>>('e.id', 'e.package_id');
  for (const event of spent) {
    await trx('client_packages').where({ id: event.package_id }).forUpdate().first('id');
    await trx('package_events').where({ id: event.id }).update({ undone_at: now });
    await trx('client_packages')
      .where({ id: event.package_id })
      .update({ sessions_used: trx.raw('sessions_used - 1') });
    await trx('package_events').insert({
      id: crypto.randomUUID(),
      package_id: event.package_id,
      kind: 'released',
      booking_id: booking.id,
      actor,
      summary: `Session given back: booking ${booking.booking_number} was cancelled`,
      at: now,
    });
  }
  return spent.length;
}

/**
 * A cancelled booking brought back (the desk sets another status) takes its package sessions again,
 * with the same checks as booking them: 409 when one is no longer left, expired or refunded.
 */
export async function retakePackageSessions(
  trx: Knex.Transaction,
  booking: BookingRow,
  actor: string,
  now = new Date(),
): Promise<number> {
  const ids = bookedLines(booking)
    .flatMap((line) => (line.packageId ? [line.packageId] : []))
    .sort();
  for (const id of ids) {
    const row = await trx<ClientPackageRow>('client_packages').where({ id }).forUpdate().first();
    if (!row) continue;
    const problem = redeemProblem(presentPackage(row), now);
    if (problem) throw conflict(problem);
    await trx('client_packages')
      .where({ id })
      .update({ sessions_used: trx.raw('sessions_used + 1') });
    await trx('package_events').insert({
      id: crypto.randomUUID(),
      package_id: id,
      kind: 'redeemed',
      booking_id: booking.id,
      actor,
      summary: `Session reserved again: booking ${booking.booking_number} was brought back`,
      at: now,
    });
  }
  return ids.length;
}
