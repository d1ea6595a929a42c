import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { PACKAGE_MESSAGES } from '../../../domain/packages';
import type { ClientPackageRow, PackageEventRow } from '../db/rows';
import { conflict, notFound } from '../errors';
import { isUuid } from '../users/users';

async function lockedPackage(trx: Knex.Transaction, id: string): Promise<ClientPackageRow> {
  if (!isUuid(id)) throw notFound(PACKAGE_MESSAGES.notFound);
  const row = await trx<ClientPackageRow>('client_packages').where({ id }).forUpdate().first();
  if (!row) throw notFound(PACKAGE_MESSAGES.notFound);
  return row;
}

/**
 * Spends one session: 409 when none is left or the package has expired. The package row is locked,
 * so two desks redeeming the last session at once spend it once (the check constraint is the
 * second guard).
 */
export async function redeemPackage(
  trx: Knex.Transaction,
  id: string,
  bookingId: string | undefined,
  actor: string,
  now = new Date(),
): Promise<ClientPackageRow> {
  const current = await lockedPackage(trx, id);
  if (current.expires_at !== null && new Date(current.expires_at).getTime() <= now.getTime()) {
    throw conflict(PACKAGE_MESSAGES.expired);
  }
  if (current.sessions_total !== null && Number(current.sessions_used) >= Number(current.sessions_total)) {
    throw conflict(PACKAGE_MESSAGES.noneLeft);
  }
  let bookingNumber: string | undefined;
  if (bookingId) {
    const booking = await trx('bookings').where({ id: bookingId }).first('booking_number');
    if (!booking) throw notFound('Booking not found');
    bookingNumber = booking.booking_number as string;
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

/** Gives back a session spent by mistake: the spend is marked undone and the undo is recorded. */
export async function undoRedemption(
  trx: Knex.Transaction,
  id: string,
  redemptionId: string,
  actor: string,
): Promise<ClientPackageRow> {
  await lockedPackage(trx, id);
  if (!isUuid(redemptionId)) throw notFound(PACKAGE_MESSAGES.redemptionNotFound);
  const now = new Date();
  const undone = await trx<PackageEventRow>('package_events')
    .where({ id: redemptionId, package_id: id, kind: 'redeemed' })
    .whereNull('undone_at')
    .update({ undone_at: now })
    .returning('id');
  if (undone.length === 0) throw notFound(PACKAGE_MESSAGES.redemptionNotFound);
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

/** Moves a transferable package to another client, named by e-mail or phone (admins only). */
export async function transferPackage(
  trx: Knex.Transaction,
  id: string,
  to: { email: string; phone: string },
  actor: string,
): Promise<ClientPackageRow> {
  const current = await lockedPackage(trx, id);
  if (!current.transferable) throw conflict(PACKAGE_MESSAGES.notTransferable);
  const [updated] = await trx<ClientPackageRow>('client_packages')
    .where({ id })
    .update({ owner_email: to.email, owner_phone: to.phone })
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
