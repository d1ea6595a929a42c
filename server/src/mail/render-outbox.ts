import type { Knex } from 'knex';
import type { BookingRow, ConsultationRow, OutboxRow } from '../db/rows';
import { type RenderedEmail, renderBookingConfirmation } from './booking-email';
import { renderConsultationConfirmation } from './consultation-email';

/** The e-mail an outbox row names, rendered from the booking or consultation as it stands. */
export async function renderOutboxRow(db: Knex, row: OutboxRow, siteUrl: string): Promise<RenderedEmail> {
  if (row.kind === 'booking-confirmation' && row.booking_id) {
    const booking = await db<BookingRow>('bookings').where({ id: row.booking_id }).first();
    if (booking) return renderBookingConfirmation(booking, siteUrl);
  }
  if (row.kind === 'consultation-confirmation' && row.consultation_id) {
    const consultation = await db<ConsultationRow>('online_consultations')
      .where({ id: row.consultation_id })
      .first();
    if (consultation) return renderConsultationConfirmation(consultation, siteUrl);
  }
  throw new Error(`Nothing to render for outbox row ${row.id} (${row.kind})`);
}
