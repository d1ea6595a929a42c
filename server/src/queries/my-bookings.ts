import type { Knex } from 'knex';
import type { BookingRow, ClientPackageRow, ConsultationRow } from '../db/rows';

const LISTED = 100;

export interface MyBookingsRows {
  bookings: BookingRow[];
  consultations: ConsultationRow[];
  packages: ClientPackageRow[];
}

export async function hasAnythingBooked(db: Knex, email: string): Promise<boolean> {
  const [booking, consultation, pkg] = await Promise.all([
    db('bookings').whereRaw('lower(email) = ?', [email]).whereNull('deleted_at').first('id'),
    db('online_consultations').whereRaw('lower(email) = ?', [email]).first('id'),
    db('client_packages').where({ owner_email: email }).first('id'),
  ]);
  return Boolean(booking ?? consultation ?? pkg);
}

/** Everything under one (lower-case) e-mail address, newest appointment first. */
export async function myBookingsOf(db: Knex, email: string): Promise<MyBookingsRows> {
  const [bookings, consultations, packages] = await Promise.all([
    db<BookingRow>('bookings')
      .whereRaw('lower(email) = ?', [email])
      .whereNull('deleted_at')
      .orderBy([
        { column: 'service_date', order: 'desc' },
        { column: 'service_time', order: 'desc' },
      ])
      .limit(LISTED),
    db<ConsultationRow>('online_consultations')
      .whereRaw('lower(email) = ?', [email])
      .orderBy([
        { column: 'consultation_date', order: 'desc' },
        { column: 'consultation_time', order: 'desc' },
      ])
      .limit(LISTED),
    db<ClientPackageRow>('client_packages').where({ owner_email: email }).orderBy('created_at', 'desc'),
  ]);
  return { bookings, consultations, packages };
}
