import type { Knex } from 'knex';
import { emailKey, PACKAGE_MESSAGES, phoneKey } from '../../../domain/packages';
import type { PricedBooking } from '../commands/create-booking';
import type { BookingRow, ClientPackageRow } from '../db/rows';
import { forbidden, validationFailed } from '../errors';
import { readManageToken } from '../manage/manage-token';
import { readMyBookingsToken } from '../manage/my-bookings-token';
import { findPackage } from '../queries/client-packages';
import { isUuid } from '../users/users';

type Owner = { email: string; phone: string };

const owns = (row: ClientPackageRow, client: Owner) =>
  row.owner_email
    ? row.owner_email === emailKey(client.email)
    : row.owner_phone !== '' && row.owner_phone === phoneKey(client.phone);

/**
 * Who the link the client came from proves they are: a manage link names one of their bookings (its
 * e-mail and phone), a "My bookings" link their e-mail. The e-mail is the only proof of ownership,
 * so a package is booked from only through one of the two links it sent.
 */
async function linkHolder(db: Knex, key: Buffer | string, link: string | undefined): Promise<Owner | null> {
  if (!link) return null;
  const bookingId = readManageToken(key, link);
  if (bookingId) {
    const booking = await db<BookingRow>('bookings').where({ id: bookingId }).whereNull('deleted_at').first();
    return booking ? { email: booking.email ?? '', phone: booking.phone ?? '' } : null;
  }
  const email = readMyBookingsToken(key, link);
  return email ? { email, phone: '' } : null;
}

/**
 * A line booked from a package must come through a link of the package's owner (403 otherwise), name
 * a package of the booking's client (its e-mail, or its phone when it has no e-mail) and the same
 * treatment. Whether a session is left is checked, and the session taken, in the booking's own
 * statement (commands/take-package-sessions.ts).
 */
export async function checkPackageLines(
  db: Knex,
  { bookingData, lines }: PricedBooking,
  link: string | undefined,
  key: Buffer | string,
): Promise<void> {
  const fromPackage = lines.filter((line) => line.packageId);
  if (fromPackage.length === 0) return;
  const holder = await linkHolder(db, key, link);
  for (const line of fromPackage) {
    const row = isUuid(line.packageId ?? '') ? await findPackage(db, line.packageId ?? '') : undefined;
    if (!row) throw validationFailed(PACKAGE_MESSAGES.notFound);
    if (!holder || !owns(row, holder)) throw forbidden(PACKAGE_MESSAGES.linkNeeded);
    if (!owns(row, bookingData)) throw validationFailed(PACKAGE_MESSAGES.notYours);
    if (row.service_id !== line.id) throw validationFailed(PACKAGE_MESSAGES.wrongService);
  }
}

/**
 * The desk books from a package without a link (the member of staff sees who is at the counter), but
 * still only a package of the booking's own client (its e-mail, or its phone when it has no e-mail)
 * and for the same treatment: a staff request naming another client's package is refused, as the
 * public one is.
 */
export async function checkDeskPackageLines(db: Knex, { bookingData, lines }: PricedBooking): Promise<void> {
  for (const line of lines.filter((candidate) => candidate.packageId)) {
    const row = isUuid(line.packageId ?? '') ? await findPackage(db, line.packageId ?? '') : undefined;
    if (!row) throw validationFailed(PACKAGE_MESSAGES.notFound);
    if (!owns(row, bookingData)) throw validationFailed(PACKAGE_MESSAGES.notYours);
    if (row.service_id !== line.id) throw validationFailed(PACKAGE_MESSAGES.wrongService);
  }
}
