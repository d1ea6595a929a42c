import type { Knex } from 'knex';
import type { BookingSettings } from '../../../domain/schemas/booking-settings';
import { toIso } from '../db/rows';

interface BookingSettingsRow {
  id: number;
  instant_confirmation: boolean;
  updated_by: string | null;
  updated_at: Date | string;
}

/** The clinic's booking settings (one row, made by its migration). */
export async function readBookingSettings(db: Knex): Promise<BookingSettings> {
  const row = await db<BookingSettingsRow>('booking_settings').where({ id: 1 }).first();
  return {
    instantConfirmation: Boolean(row?.instant_confirmation),
    updatedBy: row?.updated_by ?? null,
    updatedAt: toIso(row?.updated_at ?? new Date(0)),
  };
}
