import crypto from 'node:crypto';
import type { Knex } from 'knex';
import {
  buyingVisitSessionId,
  closedProblem,
  PACKAGE_MESSAGES,
  redeemProblem,
} from '../../../domain/packages';
import type { BookingRow, ClientPackageRow, PackageEventRow } from '../db/rows';
import { conflict, notFound } from '../errors';
import { bookedLines } from '../presenters/booking';
import { eventFacts, presentPackage } from '../presenters/client-package';
import { packageHistory } from '../queries/client-packages';
import { isUuid } from '../users/users';
import { attachClient } from './attach-client';

async function lockedPackage(trx: Knex.Transaction, id: string): Promise<ClientPackageRow> {
  if (!isUuid(id)) throw notFound(PACKAGE_MESSAGES.notFound);
  const row = await trx<ClientPackageRow>('client_packages').where({ id }).forUpdate().first();
  if (!row) throw notFound(PACKAGE_MESSAGES.notFound);
  return row;
}

/**
 * Spends one session: 409 when none is left, the package has expired or was refunded, or the named
 * booking was booked from the package (it took its session when it was booked). The package row is locked, so two desks redeeming the last session at once spend it once (the check
 * constraint is the second guard).
 */
export async function redeemPackage(
  trx: Knex.Transaction,
  id: string,
  bookingId: string | undefined,
  actor: string,
  now = new Date(),
): Promise<ClientPackageRow> {
  const current = await lockedPackage(trx, id);
  const problem = redeemProblem(presentPackage(current), now);
  if (problem) throw conflict(problem);
  let bookingNumber: string | undefined;
  if (bookingId) {
    const booking = await trx<BookingRow>('bookings').where({ id: bookingId }).first();
    if (!booking) throw notFound('Booking not found');
    bookingNumber = booking.booking_number;
    // Booked from this package, the visit took its session when it was booked.
    if (bookedLines(booking).some((line) => line.packageId === id)) {
      throw conflict(PACKAGE_MESSAGES.alreadyBooked);
    }
  }
  const [updated] = await trx<ClientPackageRow>('client_packages')
    .where({ id })
    .update({ sessions_used: trx.raw('sessions_used + 1') })
    .returning('*');
  await trx('package_events').insert({
    id: crypto.randomUUID(),
    package_id: id,
    kind: 'redeemed',
    booking_id: bookingId ?? null,
    actor,
    summary: bookingNumber ? `Session spent at booking ${bookingNumber}` : 'Session spent',
    at: now,
  });
  return updated as ClientPackageRow;
}

/**
 * Gives back a session spent by mistake: the spend is marked undone and the undo is recorded. Never
 * the session of the visit that bought the package (that visit happened, or was refunded), and
 * nothing on a refunded package, whose sessions are frozen.
 */
export async function undoRedemption(
  trx: Knex.Transaction,
  id: string,
  redemptionId: string,
  actor: string,
): Promise<ClientPackageRow> {
  const current = await lockedPackage(trx, id);
  if (current.refunded_at) throw conflict(PACKAGE_MESSAGES.refunded);
  if (!isUuid(redemptionId)) throw notFound(PACKAGE_MESSAGES.redemptionNotFound);
  const now = new Date();
  const spent = await trx<PackageEventRow>('package_events')
    .where({ id: redemptionId, package_id: id, kind: 'redeemed' })
    .whereNull('undone_at')
    .first();
  if (!spent) throw notFound(PACKAGE_MESSAGES.redemptionNotFound);
  const history = await packageHistory(trx, id);
  if (buyingVisitSessionId(current.source_booking_id, history.map(eventFacts)) === spent.id) {
    throw conflict(PACKAGE_MESSAGES.buyingVisit);
  }
  await trx<PackageEventRow>('package_events').where({ id: redemptionId }).update({ undone_at: now });
  const [updated] = await trx<ClientPackageRow>('client_packages')
    .where({ id })
    .update({ sessions_used: trx.raw('sessions_used - 1') })
    .returning('*');
  await trx('package_events').insert({
    id: crypto.randomUUID(),
    package_id: id,
    kind: 'undone',
    booking_id: null,
    actor,
    summary: 'A spent session was given back (undo)',
    at: now,
  });
  return updated as ClientPackageRow;
}

/**
 * Moves a transferable package to another client, named by e-mail or phone (admins only); never an
 * expired or refunded one.
 */
export async function transferPackage(
  trx: Knex.Transaction,
  id: string,
  to: { email: string; phone: string },
  actor: string,
): Promise<ClientPackageRow> {
  const current = await lockedPackage(trx, id);
  const problem = closedProblem(presentPackage(current));
  if (problem) throw conflict(problem);
  if (!current.transferable) throw conflict(PACKAGE_MESSAGES.notTransferable);
  const [updated] = await trx<ClientPackageRow>('client_packages')
    .where({ id })
    .update({
      owner_email: to.email,
      owner_phone: to.phone,
      client_id: await attachClient(trx, { name: '', ...to }),
    })
    .returning('*');
  const from = current.owner_email || current.owner_phone || 'no owner';
  await trx('package_events').insert({
    id: crypto.randomUUID(),
    package_id: id,
    kind: 'transferred',
    booking_id: null,
    actor,
    summary: `Transferred from ${from} to ${to.email || to.phone}`,
    at: new Date(),
  });
  return updated as ClientPackageRow;
}
