import type { Knex } from 'knex';
import type { BookingSettings, BookingSettingsInput } from '../../../domain/schemas/booking-settings';
import { readBookingSettings } from '../queries/booking-settings';

/** Saves the booking settings with who changed them; bookings made from then on follow them. */
export async function saveBookingSettings(
  db: Knex,
  input: BookingSettingsInput,
  actor: string,
): Promise<BookingSettings> {
  await db('booking_settings')
    .where({ id: 1 })
    .update({ instant_confirmation: input.instantConfirmation, updated_by: actor, updated_at: db.fn.now() });
  return readBookingSettings(db);
}
