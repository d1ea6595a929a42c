import type { Knex } from 'knex';
import { MANAGE_MESSAGES } from '../../../domain/manage-booking';
import type { BookingRow } from '../db/rows';
import { notFound } from '../errors';
import { findBooking } from '../queries/bookings';
import { readManageToken } from './manage-token';

/** The booking a manage link opens; every bad, foreign or deleted one gets the same 404. */
export async function bookingOfLink(knex: Knex, key: Buffer | string, token: string): Promise<BookingRow> {
  const id = readManageToken(key, token);
  const row = id ? await findBooking(knex, id) : undefined;
  if (!row || row.deleted_at) throw notFound(MANAGE_MESSAGES.invalidLink);
  return row;
}
