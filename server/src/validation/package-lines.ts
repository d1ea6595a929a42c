import type { Knex } from 'knex';
import { canRedeem, emailKey, PACKAGE_MESSAGES, phoneKey } from '../../../domain/packages';
import type { PricedBooking } from '../commands/create-booking';
import { conflict, validationFailed } from '../errors';
import { presentPackage } from '../presenters/client-package';
import { findPackage } from '../queries/client-packages';
import { isUuid } from '../users/users';

/**
 * A line booked from a package must name a package of the same client (its e-mail, or its phone
 * when it has no e-mail) and the same treatment, with a session left and not expired. The session
 * is spent by staff at the visit; the booking takes its place and capacity like any other.
 */
export async function checkPackageLines(db: Knex, { bookingData, lines }: PricedBooking): Promise<void> {
  for (const line of lines) {
    if (!line.packageId) continue;
    const row = isUuid(line.packageId) ? await findPackage(db, line.packageId) : undefined;
    if (!row) throw validationFailed(PACKAGE_MESSAGES.notFound);
    const email = emailKey(bookingData.email ?? '');
    const owned = row.owner_email
      ? row.owner_email === email
      : row.owner_phone === phoneKey(bookingData.phone);
    if (!owned) throw validationFailed(PACKAGE_MESSAGES.notYours);
    if (row.service_id !== line.id) throw validationFailed(PACKAGE_MESSAGES.wrongService);
    const pkg = presentPackage(row);
    if (!canRedeem(pkg))
      throw conflict(pkg.sessionsLeft === 0 ? PACKAGE_MESSAGES.noneLeft : PACKAGE_MESSAGES.expired);
  }
}
