import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { ServiceSource } from '../../../domain/catalogue/catalogue-rules';
import {
  emailKey,
  expiryOf,
  packageTerms,
  phoneKey,
  SESSIONS_SPENT_BY_BUYING_VISIT,
} from '../../../domain/packages';
import type { BookingRow, ClientPackageRow } from '../db/rows';
import { recordEvent } from '../events/booking-events';
import { bookedLines } from '../presenters/booking';

/**
 * Opens the packages a booking bought, once: called when it is paid and when it is completed,
 * whichever comes first does the work (the unique booking-and-line key makes the second a no-op).
 * The buying visit is the package's first session, spent at once and shown in its history.
 */
export async function openPackages(
  trx: Knex,
  booking: BookingRow,
  actor: string,
  catalogue: ServiceSource,
  now = new Date(),
): Promise<number> {
  let opened = 0;
  const lines = bookedLines(booking);
  for (const [index, line] of lines.entries()) {
    const terms = packageTerms(line.id, line.selectedPromo, line.quantity, catalogue);
    if (!terms) continue;
    const id = crypto.randomUUID();
    const spent =
      terms.sessionsTotal === null
        ? SESSIONS_SPENT_BY_BUYING_VISIT
        : Math.min(SESSIONS_SPENT_BY_BUYING_VISIT, terms.sessionsTotal);
    const inserted = await trx<ClientPackageRow>('client_packages')
      .insert({
        id,
        source_booking_id: booking.id,
        source_line: index,
        owner_email: emailKey(booking.email ?? ''),
        owner_phone: phoneKey(booking.phone ?? ''),
        client_id: booking.client_id ?? null,
        service_id: line.id,
        title: line.selectedPromo ?? '',
        sessions_total: terms.sessionsTotal,
        sessions_used: spent,
        expires_at: terms.years === null ? null : expiryOf(now, terms.years),
        transferable: terms.transferable,
        created_at: now,
      })
      .onConflict(['source_booking_id', 'source_line'])
      .ignore()
      .returning('id');
    if (inserted.length === 0) continue;
    opened += 1;
    await trx('package_events').insert([
      {
        id: crypto.randomUUID(),
        package_id: id,
        kind: 'opened',
        booking_id: booking.id,
        actor,
        summary: `Opened by booking ${booking.booking_number}: ${line.name}`,
        at: now,
      },
      {
        id: crypto.randomUUID(),
        package_id: id,
        kind: 'redeemed',
        booking_id: booking.id,
        actor,
        summary: `Session spent at the visit that bought it (${booking.booking_number})`,
        at: new Date(now.getTime() + 1),
      },
    ]);
    await recordEvent(trx, booking.id, 'package_opened', actor, `Package opened: ${line.name}`);
  }
  return opened;
}
