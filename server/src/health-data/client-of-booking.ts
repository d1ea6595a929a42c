import type { Knex } from 'knex';
import { attachClient } from '../commands/attach-client';
import type { BookingRow } from '../db/rows';

/**
 * The client a booking belongs to, whose health form its link reads. Every booking the app stores
 * has one; a row stored outside it (a restore, a hand import) is given one now, as a new booking is.
 */
export async function clientOf(db: Knex, row: BookingRow): Promise<string> {
  if (row.client_id) return row.client_id;
  const clientId = await attachClient(db, { name: row.customer_name, email: row.email, phone: row.phone });
  await db('bookings').where({ id: row.id }).update({ client_id: clientId });
  return clientId;
}
