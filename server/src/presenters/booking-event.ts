import type { BookingEvent } from '../../../domain/schemas/manage';
import { toIso } from '../db/rows';
import type { BookingEventRow } from '../events/booking-events';

export function presentBookingEvent(row: BookingEventRow): BookingEvent {
  return { id: String(row.id), kind: row.kind, at: toIso(row.at), actor: row.actor, summary: row.summary };
}
